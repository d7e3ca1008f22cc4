import Foundation
import TestSupport
import Testing

/// `templog episode`: a child's influenza week told as a return form asks for it, the days a
/// school counts, an onset the parent knows, a person's own threshold, °F, and the refusals.
@Suite struct EpisodeCommandTests {
    /// Saturday morning after the week.
    let sandbox = Sandbox(now: "2026-11-21T08:00:00+09:00")
    let japanese = ["TEMPLOG_LANG": "ja"]

    /// Hana's readings of the week: fever from Monday evening, gone on Thursday, 37.2 two hours
    /// after paracetamol on Wednesday.
    static let week = [
        ("2026-11-16 07:00", "36.6"), ("2026-11-16 19:40", "38.2"), ("2026-11-16 22:00", "38.6"),
        ("2026-11-17 07:00", "38.9"), ("2026-11-17 13:10", "39.1"), ("2026-11-17 20:00", "38.5"),
        ("2026-11-18 07:00", "38.0"), ("2026-11-18 14:00", "37.2"), ("2026-11-18 20:00", "37.6"),
        ("2026-11-19 07:00", "36.9"), ("2026-11-19 20:00", "36.8"), ("2026-11-20 07:00", "36.6"),
        ("2026-11-21 07:00", "36.5"),
    ]
    /// Paracetamol (カロナール) on Tuesday and Wednesday.
    static let doses = ["2026-11-17 13:30", "2026-11-17 21:00", "2026-11-18 12:00"]

    func seed(skipping day: String? = nil) {
        for (time, value) in Self.week where day.map({ !time.hasPrefix($0) }) ?? true {
            sandbox.run("add", value, "--who", "hana", "--at", time)
        }
        for time in Self.doses {
            sandbox.run("dose", "カロナール", "200mg", "--who", "hana", "--at", time)
        }
    }

    /// Every file of the sandbox's directory and its bytes.
    var files: [String: String] {
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: sandbox.directory.file(""))) ?? []
        return Dictionary(
            uniqueKeysWithValues: names.map { ($0, sandbox.directory.read($0) ?? "") })
    }

    @Test func theInfluenzaWeekIsToldInEnglishAndJapanese() {
        seed()
        let english = sandbox.run("episode", "--who", "hana")
        #expect(english.status == 0)
        #expect(english.error == "")
        expectSnapshot(english.output, named: "episode-week")
        let japanese = sandbox.run(["episode", "--who", "hana"], environment: japanese)
        #expect(japanese.status == 0)
        expectSnapshot(japanese.output, named: "episode-week-japanese")
    }

    @Test(arguments: ["influenza", "influenza-preschool"])
    func aRuleCountsTheDaysOfAbsenceAndTheFirstDayBack(rule: String) {
        seed()
        let english = sandbox.run("episode", "--who", "hana", "--rule", rule)
        #expect(english.status == 0)
        expectSnapshot(english.output, named: "episode-\(rule)")
        let japanese = sandbox.run(
            ["episode", "--who", "hana", "--rule", rule], environment: japanese)
        expectSnapshot(japanese.output, named: "episode-\(rule)-japanese")
    }

    @Test func whileTheFeverLastsTheFirstDayBackIsNotCountedYet() {
        seed()
        let now = ["TEMPLOG_NOW": "2026-11-18T21:00:00+09:00"]
        let result = sandbox.run(
            ["episode", "--who", "hana", "--rule", "influenza"], environment: now)
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.contains("  fever went down  not yet: a fever reading today"))
        #expect(lines.contains("  today            Wed 18 Nov, day 2 after the onset"))
        #expect(
            lines.contains(
                "The first day back is counted once the fever has gone down; by the onset it is Sun 22 Nov (onset + 6 days) at the earliest."
            ))
        #expect(!result.output.contains("fever-free"))
        // Paracetamol on Thursday morning, after the last fever: the 解熱日 waits for it.
        sandbox.run("dose", "カロナール", "200mg", "--who", "hana", "--at", "2026-11-19 06:00")
        let thursday = sandbox.run(
            ["episode", "--who", "hana"], environment: ["TEMPLOG_NOW": "2026-11-19T06:30:00+09:00"])
        #expect(
            thursday.output.contains(
                "  fever went down  not yet: a fever reducer was given today\n"))
        let friday = sandbox.run("episode", "--who", "hana")
        #expect(friday.output.contains("  fever went down  Fri 20 Nov\n"))
        #expect(
            friday.output.contains(
                "  fever-free       49 h without fever or a fever reducer, from the last fever reducer at 06:00 (Thu 19 Nov) to the reading at 07:00 (Sat 21 Nov)\n"
            ))
    }

    @Test func aDayWithoutAReadingIsNotCountedFreeOfFever() {
        seed(skipping: "2026-11-19")
        let result = sandbox.run("episode", "--who", "hana", "--rule", "influenza")
        let lines = result.output.split(separator: "\n")
        #expect(lines.contains("  fever went down  Fri 20 Nov"))
        #expect(
            lines.contains(
                "  no reading       Thu 19 Nov: not counted as free of fever, since no reading says so"
            ))
        #expect(lines.contains("3    2026-11-19 Thu         no reading"))
        #expect(
            lines.contains(
                "Back from Mon 23 Nov: the later of onset + 6 days = Sun 22 Nov and 解熱日 + 3 days = Mon 23 Nov."
            ))
        let japanese = sandbox.run(["episode", "--who", "hana"], environment: japanese)
        #expect(
            japanese.output.contains(
                "  記録のない日  2026/11/19(木)（検温の記録がないため、熱がなかった日とは数えていません）\n"))
    }

    @Test func aFeverThatEndedDaysBeforeIsToldAsAnEarlierFever() {
        // A fever on the 11th and 12th, gone on the 13th: the week's fever is a new episode,
        // and the parent is told how to count from the earlier one if it was the same illness.
        sandbox.run("add", "38.1", "--who", "hana", "--at", "2026-11-12 20:00")
        sandbox.run("add", "36.7", "--who", "hana", "--at", "2026-11-13 07:00")
        seed()
        let result = sandbox.run("episode", "--who", "hana")
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(
            lines.contains(
                "  onset            Mon 16 Nov, the first fever reading 38.2 °C at 19:40 (Mon 16 Nov)"
            ))
        #expect(
            lines.contains(
                "  earlier fever    from Thu 12 Nov, the last 38.1 °C at 20:00 (Thu 12 Nov); if it was the same illness, count from it with --onset 2026-11-12"
            ), "\(result.output)")
        let counted = sandbox.run("episode", "--who", "hana", "--onset", "2026-11-12")
        #expect(counted.output.contains("  onset            Thu 12 Nov"), "\(counted.output)")
        #expect(!counted.output.contains("earlier fever"))
    }

    @Test func theSchoolRuleForANurseryChildSaysWhichCountIsAPreschoolChilds() {
        seed()
        sandbox.run("people", "set", "hana", "--school", "さくら保育園", "--school-kind", "nursery")
        let result = sandbox.run("episode", "--who", "hana", "--rule", "influenza")
        #expect(result.status == 0)
        #expect(
            result.error
                == "note: hana's profile names a nursery: a preschool child's count is --rule influenza-preschool (three days after the fever went down).\n"
        )
        #expect(
            sandbox.run("episode", "--who", "hana", "--rule", "influenza-preschool").error == "")
    }

    @Test func anOnsetGivenEarlierIsTheOnset() {
        seed()
        let result = sandbox.run("episode", "--who", "hana", "--onset", "11/15")
        #expect(result.status == 0)
        expectSnapshot(result.output, named: "episode-onset-given")
        let japanese = sandbox.run(
            ["episode", "--who", "hana", "--onset", "2026/11/15"], environment: japanese)
        #expect(
            japanese.output.contains(
                "  発症日        2026/11/15(日)（指定した日、最初の発熱 2026/11/16(月) 19:40 38.2℃）\n"))
        #expect(japanese.output.contains("  今日          2026/11/21(土)、発症後 6 日目、解熱後 2 日目\n"))
    }

    @Test(arguments: [
        (
            ["--who", "hana", "--onset", "2026-11-25"], 65,
            "Error: --onset: '2026-11-25' is in the future (today is Sat 21 Nov); give the day the fever began\n"
        ),
        (
            ["--who", "hana", "--onset", "11/18"], 65,
            "Error: --onset: '11/18' is after the episode's first fever reading, 38.2 °C at 19:40 (Mon 16 Nov); give the day it began, or leave --onset out\n"
        ),
        (
            ["--who", "hana", "--rule", "flu"], 64,
            "Error: The value 'flu' is invalid for '--rule <rule>' (accepted: influenza, influenza-preschool)\nUsage: templog episode [--who <name>] [--onset <day>] [--rule <rule>] [--sheet] [--lang <language>] [--paper <paper>] [--unit <unit>] [--fever <temperature>] [--file <path>]\n  See 'templog episode --help' for more information.\n"
        ),
        (
            ["--who", "hnaa"], 1,
            "Error: no readings for 'hnaa'; the store has: hana\n"
        ),
    ])
    func aBadValueIsRefusedAndNothingIsWritten(arguments: [String], status: Int32, error: String) {
        seed()
        let before = files
        let result = sandbox.run(["episode"] + arguments)
        #expect(result.status == status)
        #expect(result.error == error)
        #expect(result.output == "")
        #expect(files == before)
    }

    @Test func anOnsetNotYetComeThisYearIsRefusedNotTakenAsLastYears() {
        seed()
        let result = sandbox.run("episode", "--who", "hana", "--onset", "11/25")
        #expect(result.status == 65)
        #expect(result.error.hasPrefix("Error: --onset: '11/25'"))
        #expect(result.output == "")
    }

    @Test func withoutAFeverThereIsNoEpisode() {
        sandbox.run("add", "36.5", "--who", "hana", "--at", "7:00")
        let result = sandbox.run("episode", "--who", "hana")
        #expect(result.status == 1)
        #expect(result.output == "No fever reading for hana at or above 37.5 °C.\n")
        #expect(result.error == "")
        let japanese = sandbox.run(["episode", "--who", "hana"], environment: japanese)
        #expect(japanese.output == "hanaさんの 37.5℃ 以上の発熱の記録はありません。\n")
        seed()
        let since = sandbox.run("episode", "--who", "hana", "--onset", "11/20")
        #expect(since.status == 1)
        #expect(since.output == "No fever reading for hana at or above 37.5 °C since Fri 20 Nov.\n")
        #expect(sandbox.run("episode").output == "No fever reading at or above 37.5 °C.\n")
    }

    @Test func aPersonsOwnThresholdJudgesTheirReadings() {
        sandbox.run("add", "37.2", "--who", "hana", "--at", "2026-11-19 20:00")
        sandbox.run("add", "36.6", "--who", "hana", "--at", "2026-11-20 07:00")
        #expect(sandbox.run("episode", "--who", "hana").status == 1)
        sandbox.run("people", "set", "hana", "--fever", "37.0")
        let result = sandbox.run("episode", "--who", "hana")
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.first == "hana: fever episode (fever at or above 37.0 °C)")
        #expect(lines.contains("  fever went down  Fri 20 Nov"))
        #expect(lines.contains("0    2026-11-19 Thu  20:00  37.2 °C     fever"))
    }

    @Test func temperaturesAreShownInTheDisplayUnit() {
        seed()
        let result = sandbox.run("episode", "--who", "hana", "--unit", "f")
        let lines = result.output.split(separator: "\n")
        // The threshold the readings are judged by, as it was set.
        #expect(lines.first == "hana: fever episode (fever at or above 37.5 °C)")
        #expect(lines.contains("  highest          102.4 °F at 13:10 (Tue 17 Nov)"))
        #expect(
            lines.contains("                     14:00  99.0 °F                   2 h after カロナール"))
    }
}
