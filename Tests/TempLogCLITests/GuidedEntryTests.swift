import TempLogCore
import TestSupport
import Testing

@testable import TempLogCLI

/// `templog add` without a temperature, in-process: a scripted person answers at a pretend
/// terminal, and countdown seconds pass at once. (The same through a real pseudo-terminal, with
/// Ctrl-C as a signal, is in `GuidedEntryTerminalTests`.) The captured stderr shows what is
/// typed, as the terminal's echo would.
@Suite struct GuidedEntryTests {
    let sandbox = Sandbox()
    static let prompt = "Temperature at 07:31 (empty line cancels): "
    static let symptoms = "Symptoms (empty line for none; e.g. cough, runny nose): "
    static let cancelled = "Cancelled; nothing recorded.\n"

    @Test func theQuestionNamesThePersonAndTheTimeAndTheAnswerIsRecordedAsAddWouldRecordIt()
        throws
    {
        let asked = sandbox.run(
            ["add", "--who", "hana", "--site", "ear", "--note", "after bath"],
            answers: [.text("37.8"), .text("咳、鼻水")])
        #expect(asked.status == 0)
        #expect(
            asked.error
                == "Temperature for hana at 07:31 (empty line cancels): 37.8\n" + Self.symptoms
                + "咳、鼻水\n")
        let typed = Sandbox()
        let given = typed.run(
            "add", "37.8", "--who", "hana", "--site", "ear", "--note", "after bath", "--symptoms",
            "cough,runny-nose")
        let reading = try #require(sandbox.readings.first)
        let expected = try #require(typed.readings.first)
        #expect(
            asked.output
                == given.output.replacingOccurrences(of: expected.shortID, with: reading.shortID))
        #expect(
            ReadingLine.encode(reading)
                == ReadingLine.encode(
                    Reading(
                        id: reading.id, takenAt: expected.takenAt,
                        temperature: expected.temperature, unit: expected.unit,
                        recordedAt: expected.recordedAt, site: expected.site,
                        person: expected.person,
                        note: expected.note, symptoms: [.cough, .runnyNose])))
    }

    @Test func aBackDatedReadingsQuestionNamesTheDay() {
        let result = sandbox.run(
            ["add", "--at", "yesterday 21:10"], answers: [.text("36.9"), .text("")])
        #expect(
            result.error
                == "Temperature at 21:10 (Sat 28 Nov) (empty line cancels): 36.9\n" + Self.symptoms
                + "\n")
        #expect(sandbox.readings.first?.takenAt.rfc3339 == "2026-11-28T21:10:00+09:00")
    }

    @Test func anInvalidAnswerGetsTheErrorAddGivesItThenTheQuestionAgain() {
        let typed = sandbox.run("add", "365")
        let result = sandbox.run(
            ["add"], answers: [.text("365"), .text("abc"), .text("36.5"), .text("")])
        #expect(result.status == 0)
        #expect(
            result.error
                == Self.prompt + "365\n" + typed.error
                + Self.prompt + "abc\n"
                + "Error: 'abc' is not a temperature (expected a number like 36.5, 36,5, 98.6F, "
                + "36.5度 or 36度5分)\n"
                + Self.prompt + "36.5\n" + Self.symptoms + "\n")
        #expect(sandbox.readings.map(\.temperature.centiCelsius) == [3650])
    }

    @Test func theAnswerIsReadWithTheUnitOption() {
        let typed = sandbox.run("add", "36.5", "--unit", "f")
        let result = sandbox.run(
            ["add", "--unit", "f"],
            answers: [.text("36.5"), .text("３６．５C"), .text("98.6"), .text("")])
        #expect(
            result.error
                == Self.prompt + "36.5\n" + typed.error + Self.prompt + "３６．５C\n"
                + "Error: '３６．５C' is in °C but --unit f was given\n" + Self.prompt + "98.6\n"
                + Self.symptoms + "\n")
        #expect(sandbox.readings.first?.unit == .fahrenheit)
        #expect(sandbox.readings.first?.temperature.centiCelsius == 3700)
    }

    @Test(arguments: [[TerminalLine.text("")], [.text("  ")], [.text("365"), .text("")]])
    func anEmptyLineCancelsWithoutWriting(answers: [TerminalLine]) {
        sandbox.run("add", "36.0", "--at", "06:00")
        let before = sandbox.store
        let result = sandbox.run(["add"], answers: answers)
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.error.hasPrefix(Self.prompt))
        #expect(result.error.hasSuffix(Self.prompt + answers.last!.typed + "\n" + Self.cancelled))
        #expect(sandbox.store == before)
    }

    @Test func theEndOfInputCancelsOnALineOfItsOwn() {
        let result = sandbox.run(["add"], answers: [.end])
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.error == Self.prompt + "\n" + Self.cancelled)
        #expect(sandbox.store == nil)
    }

    @Test func ctrlCAtTheQuestionEndsWith130AndAFreshLine() {
        let result = sandbox.run(["add"], answers: [.interrupted])
        #expect(result.status == 130)
        #expect(result.output == "")
        #expect(result.error == Self.prompt + "^C\n")
        #expect(sandbox.store == nil)
    }

    @Test func waitCountsDownASecondAFrameThenRingsAndAsks() {
        let result = sandbox.run(["add", "--wait", "3s"], answers: [.text("36.5"), .text("")])
        #expect(result.status == 0)
        #expect(
            result.error
                == "\rMeasure now — 0:03 left [....................]"
                + "\rMeasure now — 0:02 left [######..............]"
                + "\rMeasure now — 0:01 left [#############.......]"
                + "\rMeasure now — 0:00 left [####################]\u{7}\n"
                + Self.prompt + "36.5\n" + Self.symptoms + "\n")
        #expect(sandbox.readings.count == 1)
    }

    @Test func withoutAPinnedClockNowIsReadAgainWhenTheCountdownEnds() throws {
        let captured = CapturedConsole(answers: [.text("36.5"), .text("")])
        var environment = sandbox.environment
        environment["TEMPLOG_NOW"] = nil
        let start = 1_795_905_060  // 2026-11-29T07:31:00+09:00
        let cli = CLI(
            console: captured.console, environment: environment,
            clock: WallClock { start + captured.seconds })
        #expect(cli.run(["templog", "add", "--wait", "3m"]) == 0)
        #expect(
            captured.error.hasSuffix(
                "Temperature at 07:34 (empty line cancels): 36.5\n" + Self.symptoms + "\n"))
        #expect(sandbox.readings.map(\.takenAt.secondsSince1970) == [start + 180])
    }

    @Test func aLongWaitKeepsItsFramesOneWidth() {
        let frames = sandbox.run(["add", "--wait", "10m"], answers: [.end]).error
            .split(separator: "\r")
        #expect(frames.count == 601)
        #expect(frames[0] == "Measure now — 10:00 left [....................]")
        #expect(frames[1] == "Measure now —  9:59 left [....................]")
        #expect(frames[300] == "Measure now —  5:00 left [##########..........]")
        #expect(frames[600].hasPrefix("Measure now —  0:00 left [####################]\u{7}\n"))
    }

    @Test func ctrlCDuringTheCountdownEndsWith130BeforeAsking() {
        let result = sandbox.run(["add", "--wait", "90s"], answers: [], interruptedSecond: 2)
        #expect(result.status == 130)
        #expect(
            result.error
                == "\rMeasure now — 1:30 left [....................]"
                + "\rMeasure now — 1:29 left [....................]\n")
        #expect(sandbox.store == nil)
    }

    @Test func everyOptionIsCheckedBeforeTheCountdownOrQuestion() {
        let result = sandbox.run(
            ["add", "--wait", "3m", "--site", "toe"], answers: [.text("36.5")])
        #expect(result.status == 65)
        #expect(result.error.hasPrefix("Error: --site: 'toe' is not a measuring site"))
        #expect(!result.error.contains("Measure now"))
        #expect(!result.error.contains("Temperature"))
    }

    @Test func questionsAndCountdownSpeakJapanese() {
        let result = sandbox.run(
            ["add", "--who", "hana", "--wait", "1s"], answers: [.text("365"), .end],
            environment: ["LANG": "ja_JP.UTF-8"])
        #expect(result.status == 1)
        #expect(
            result.error
                == "\r検温してください。残り 0:01 [....................]"
                + "\r検温してください。残り 0:00 [####################]\u{7}\n"
                + "hanaさんの体温（7:31、Enter だけで中止）: 365\n"
                + "エラー: 「365」は体温の範囲外です（32.0〜43.0℃ か 89.6〜109.4°F で入力してください）。もしかして 36.5 ですか？\n"
                + "hanaさんの体温（7:31、Enter だけで中止）: \n"
                + "中止しました（記録していません）。\n")
    }

    // MARK: - Symptoms

    @Test(arguments: [
        ("せき 鼻水", [Symptom.cough, .runnyNose]), ("Headache", [.headache]), ("", [.none]),
        ("  ", [.none]), ("なし", [.none]),
    ])
    func theSymptomsAreAskedAfterTheTemperatureAndAnEmptyAnswerIsNone(
        answer: String, symptoms: [Symptom]
    ) {
        let result = sandbox.run(["add"], answers: [.text("37.8"), .text(answer)])
        #expect(result.status == 0)
        #expect(result.error == Self.prompt + "37.8\n" + Self.symptoms + answer + "\n")
        #expect(result.output.hasPrefix("Recorded 37.8 °C at 07:31 (Sun 29 Nov) · id "))
        #expect(sandbox.readings.map(\.symptoms) == [symptoms])
    }

    @Test func aSymptomNotOnTheListGetsTheErrorAddGivesItThenTheQuestionAgain() {
        let result = sandbox.run(
            ["add"], answers: [.text("37.8"), .text("頭通"), .text("none, cough"), .text("頭痛")])
        #expect(result.status == 0)
        #expect(
            result.error
                == Self.prompt + "37.8\n" + Self.symptoms + "頭通\n"
                + "Error: '頭通' is not a symptom on the list. Did you mean 頭痛?\n"
                + Self.symptoms + "none, cough\n" + "Error: 'none' cannot go with other symptoms\n"
                + Self.symptoms + "頭痛\n")
        #expect(sandbox.readings.map(\.symptoms) == [[.headache]])
    }

    @Test(arguments: [
        (["--symptoms", "none"], [TerminalLine.text("36.5")]), (["--basal"], [.text("36.42")]),
    ])
    func symptomsGivenOrABasalReadingAreNotAskedFor(
        arguments: [String], answers: [TerminalLine]
    ) {
        let result = sandbox.run(["add"] + arguments, answers: answers)
        #expect(result.status == 0)
        #expect(!result.error.contains("Symptoms"))
        #expect(sandbox.readings.count == 1)
    }

    @Test(arguments: [(TerminalLine.end, Int32(1), "\n" + cancelled), (.interrupted, 130, "^C\n")])
    func ctrlDOrCtrlCAtTheSymptomsRecordsNothing(key: TerminalLine, status: Int32, end: String) {
        let result = sandbox.run(["add"], answers: [.text("37.8"), key])
        #expect(result.status == status)
        #expect(result.output == "")
        #expect(result.error == Self.prompt + "37.8\n" + Self.symptoms + end)
        #expect(sandbox.store == nil)
    }

    @Test func theSymptomsQuestionSpeaksJapanese() {
        let result = sandbox.run(
            ["add", "--who", "hana"], answers: [.text("37.8"), .text("咳、鼻水")],
            environment: ["LANG": "ja_JP.UTF-8"])
        #expect(result.status == 0)
        #expect(
            result.error
                == "hanaさんの体温（7:31、Enter だけで中止）: 37.8\n"
                + "症状はありますか？（Enter だけでなし。例: 咳、鼻水） 咳、鼻水\n")
        #expect(sandbox.readings.map(\.symptoms) == [[.cough, .runnyNose]])
    }

    @Test func offATerminalAMissingTemperatureIsStillAUsageError() {
        let result = sandbox.run("add")
        #expect(result.status == 64)
        #expect(
            result.error.hasPrefix(
                "Error: Missing expected argument '<temperature>' (templog asks for it only when run on a terminal)\n"
            ))
    }

    static let usageTail = "  See 'templog add --help' for more information.\n"

    @Test(arguments: [
        (
            ["--wait", "3m"], false,
            "Error: --wait counts down and asks on a terminal, and standard input is not one"
        ),
        (
            ["36.5", "--wait", "3m"], true,
            "Error: --wait counts down before asking for the temperature; it cannot go with one given ('36.5')"
        ),
        (
            ["--wait", "3"], true,
            "Error: The value '3' is invalid for '--wait <duration>' (accepted: seconds or minutes up to 60m, like 90s or 3m)"
        ),
        (
            ["--wait", "0s"], true,
            "Error: The value '0s' is invalid for '--wait <duration>' (accepted: seconds or minutes up to 60m, like 90s or 3m)"
        ),
        (
            ["--wait", "61m"], true,
            "Error: The value '61m' is invalid for '--wait <duration>' (accepted: seconds or minutes up to 60m, like 90s or 3m)"
        ),
        (
            ["--wait", "3601s"], false,
            "Error: The value '3601s' is invalid for '--wait <duration>' (accepted: seconds or minutes up to 60m, like 90s or 3m)"
        ),
        (
            ["--wait", "1.5m"], true,
            "Error: The value '1.5m' is invalid for '--wait <duration>' (accepted: seconds or minutes up to 60m, like 90s or 3m)"
        ),
        (
            ["--wait", "3h"], true,
            "Error: The value '3h' is invalid for '--wait <duration>' (accepted: seconds or minutes up to 60m, like 90s or 3m)"
        ),
        (
            ["--wait=", "36.5"], true,
            "Error: The value '' is invalid for '--wait <duration>' (accepted: seconds or minutes up to 60m, like 90s or 3m)"
        ),
        (
            ["--wait", "99999999999999999999s"], true,
            "Error: The value '99999999999999999999s' is invalid for '--wait <duration>' (accepted: seconds or minutes up to 60m, like 90s or 3m)"
        ),
    ])
    func badWaitsAreUsageErrorsBeforeAnythingIsAsked(
        arguments: [String], terminal: Bool, message: String
    ) {
        let result =
            terminal
            ? sandbox.run(["add"] + arguments, answers: [.text("36.5")])
            : sandbox.run(["add"] + arguments)
        #expect(result.status == 64)
        #expect(result.output == "")
        #expect(result.error.hasPrefix(message + "\nUsage: templog add [<temperature>] "))
        #expect(result.error.hasSuffix("\n" + Self.usageTail))
        #expect(sandbox.store == nil)
    }

    @Test(arguments: [("60m", "60:00"), ("3600s", "60:00"), ("90s", "1:30"), ("1M", "1:00")])
    func waitsUpToAnHourInSecondsOrMinutes(wait: String, first: String) {
        let result = sandbox.run(["add", "--wait", wait], answers: [.end])
        #expect(result.error.hasPrefix("\rMeasure now — \(first) left "))
    }

    @Test func helpAndZshCompletionShowTheTemperatureIsOptional() {
        #expect(
            sandbox.run("completions", "zsh").output.contains(
                "\n                '::temperature: '\n"))
        let help = sandbox.run("add", "--help").output
        #expect(help.contains("USAGE: templog add [<temperature>] [--at <time>]"))
        #expect(help.contains("or 98.6F. Without it, on a terminal,\n"))
        #expect(
            help.contains(
                "\n  --wait <duration>       Count down this long first (like 3m or 90s, up to\n"
                    + "                          60m), ring the bell, then ask for the temperature; on\n"
                    + "                          a terminal only.\n"))
    }
}

extension TerminalLine {
    /// What a line answer shows on the screen.
    fileprivate var typed: String {
        if case .text(let text) = self { return text }
        return ""
    }
}
