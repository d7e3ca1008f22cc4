import Foundation
import TempLogCore
import TestSupport
import Testing

/// What a school's or workplace's health card asks: symptoms, the morning and the evening
/// reading, and how a reading compares with the person's usual temperature.
@Suite struct HealthCheckTests {
    let sandbox = Sandbox(now: "2026-11-29T22:00:00+09:00")

    @discardableResult
    func run(_ arguments: String..., environment: [String: String] = [:]) -> RunResult {
        sandbox.run(arguments, environment: environment)
    }

    // MARK: Symptoms

    @Test func symptomsAreStoredByTheirCanonicalNames() {
        let added = run(
            "add", "37.9", "--symptoms", "cough,頭痛", "--at", "yesterday 21:00")
        #expect(added.status == 0)
        #expect(sandbox.store?.contains(#","symptoms":["cough","headache"]"#) == true)
        let csv = run("export", "--csv").output.split(separator: "\n")
        #expect(
            csv[0].hasSuffix(
                ",recorded_at,symptoms,kind,store,fever_threshold_celsius,fever_reducer_hours,disturbed"
            ))
        #expect(csv[1].hasSuffix(",cough;headache,body,\(Sandbox.identity),37.5,,"))
    }

    @Test func noneRecordsThatThereWereNone() {
        #expect(run("add", "36.5", "--symptoms", "none").status == 0)
        #expect(sandbox.store?.contains(#","symptoms":["none"]"#) == true)
        let mixed = run("add", "36.5", "--symptoms", "none,cough")
        #expect(mixed.status == 65)
        #expect(mixed.error.hasPrefix("Error: "))
    }

    @Test func aNearMissSuggestsTheName() {
        let before = sandbox.store
        let result = run("add", "37.2", "--symptoms", "cogh")
        #expect(result.status == 65)
        #expect(result.output == "")
        #expect(result.error.contains("'cogh'"))
        #expect(result.error.contains("cough"))
        #expect(sandbox.store == before)
    }

    @Test func recentShowsSymptomsInTheReadersLanguage() {
        run("add", "37.9", "--symptoms", "cough,sore-throat", "--at", "21:00")
        run("add", "36.6", "--at", "07:00")
        let table = run("recent").output
        #expect(table.hasPrefix("DATE            TIME   TEMP     FEVER  SYMPTOMS            ID"))
        #expect(table.contains("fever  cough, sore throat  "))
        let japanese = run("recent", environment: ["TEMPLOG_LANG": "ja"]).output
        #expect(japanese.contains("咳、のどの痛み"))
    }

    @Test func withoutSymptomsRecentHasNoSymptomsColumn() {
        run("add", "36.6", "--at", "07:00")
        #expect(!run("recent").output.contains("SYMPTOMS"))
    }

    @Test func completionsOfferTheSymptomNames() {
        let bash = run("completions", "bash").output
        #expect(bash.contains("cough sore-throat runny-nose stuffy-nose headache"))
    }

    // MARK: Morning and evening in the report

    @Test func reportCSVAppendsSymptomsAndTheEveningReading() {
        run("add", "36.6", "--at", "07:10", "--symptoms", "cough")
        run("add", "37.9", "--at", "21:05")
        let csv = run("report", "--csv").output
        #expect(
            csv == """
                date,weekday,who,status,time,celsius,fahrenheit,fever,readings,max_celsius,\
                site,note,id,taken_at,symptoms,evening_time,evening_celsius,fever_threshold_celsius,\
                fever_reducer_hours
                2026-11-29,Sun,,ok,07:10,36.6,97.9,false,2,37.9,,,\(id(0)),\
                2026-11-29T07:10:00+09:00,cough,21:05,37.9,37.5,

                """)
        let jsonl = run("report", "--jsonl").output
        #expect(
            jsonl.contains(
                #""symptoms":["cough"],"eveningTime":"21:05","eveningCelsius":37.9,"feverThresholdCelsius":37.5}"#
            ))
    }

    @Test func existingReportColumnsKeepTheirPlaces() {
        run("add", "36.6", "--at", "07:10")
        let csv = run("report", "--csv").output.split(separator: "\n")
        let header = csv[0].split(separator: ",", omittingEmptySubsequences: false)
        let row = csv[1].split(separator: ",", omittingEmptySubsequences: false)
        #expect(
            header.prefix(14).joined(separator: ",")
                == "date,weekday,who,status,time,celsius,fahrenheit,fever,readings,max_celsius,"
                + "site,note,id,taken_at")
        #expect(row.count == header.count)
        #expect(row.suffix(5) == ["", "", "", "37.5", ""])
    }

    @Test func reportTextShowsTheEveningReadingAndItsFever() {
        run("add", "36.6", "--at", "07:10")
        run("add", "37.9", "--at", "21:05")
        #expect(
            run("report", "--text").output
                == "2026-11-29 (Sun) morning 07:10 36.6 °C, evening 21:05 37.9 °C (fever)\n")
        #expect(
            run("report", "--text", "--lang", "ja").output
                == "2026/11/29(日) 朝 7:10 36.6℃、夜 21:05 37.9℃（発熱）\n")
    }

    @Test func aFeverAtNoonIsStillReportedAsTheDaysMaximum() {
        run("add", "36.6", "--at", "07:10")
        run("add", "38.1", "--at", "13:00")
        run("add", "37.0", "--at", "20:00")
        #expect(
            run("report", "--text").output
                == "2026-11-29 (Sun) morning 07:10 36.6 °C, evening 20:00 37.0 °C; the day's highest 38.1 °C at 13:00\n"
        )
    }

    // MARK: The usual temperature

    /// Five mornings at 36.2 °C in the week before today.
    func seedUsualMornings(who: String? = nil) {
        for day in 22...26 {
            var arguments = ["add", "36.2", "--at", "2026-11-\(day) 07:00"]
            if let who { arguments += ["--who", who] }
            #expect(sandbox.run(arguments).status == 0)
        }
    }

    @Test func addSaysWhenAReadingIsAGoodDegreeAboveTheUsual() {
        seedUsualMornings()
        #expect(
            run("add", "37.2", "--at", "07:00").output.hasSuffix(
                "\n37.2 °C is 1.0 °C above your usual 36.2 °C.\n"))
        #expect(!run("add", "37.1", "--at", "07:05").output.contains("usual"))
        let fever = run("add", "37.6", "--at", "07:10").output
        #expect(!fever.contains("usual"))
        #expect(fever.contains("Fever: 37.6 °C"))
    }

    /// The rise is judged as both values are shown: 37.15 °C shows as 37.2 °C, a degree above
    /// a usual 36.2 °C; in °F, 1.8 °F above the usual 97.2 °F.
    @Test func theRiseAboveTheUsualIsJudgedAsShown() {
        seedUsualMornings()
        #expect(
            run("add", "37.15", "--at", "07:00").output.hasSuffix(
                "\n37.2 °C is 1.0 °C above your usual 36.2 °C.\n"))
        #expect(
            sandbox.run(["add", "37.2", "--at", "07:05"], environment: ["LANG": "en_US.UTF-8"])
                .output.hasSuffix("\n99.0 °F is 1.8 °F above your usual 97.2 °F.\n"))
    }

    @Test func theUsualTemperatureIsEachPersonsOwn() {
        seedUsualMornings(who: "hana")
        #expect(!run("add", "37.2", "--at", "07:00").output.contains("usual"))
        #expect(
            run("add", "37.2", "--who", "hana", "--at", "07:00").output.hasSuffix(
                "\n37.2 °C is 1.0 °C above hana's usual 36.2 °C.\n"))
        #expect(
            run(
                "add", "37.3", "--who", "hana", "--at", "07:05", environment: ["TEMPLOG_LANG": "ja"]
            )
            .output.hasSuffix("\n37.3℃ は hanaさんの平熱（36.2℃）より 1.1℃ 高めです。\n"))
        #expect(
            run("add", "99.2F", "--who", "hana", "--at", "07:10", "--unit", "f").output.hasSuffix(
                "\n99.2 °F is 2.0 °F above hana's usual 97.2 °F.\n"))
    }

    @Test func fewerThanFiveMorningsGiveNoUsualTemperature() {
        for day in 23...26 {
            run("add", "36.2", "--at", "2026-11-\(day) 07:00")
        }
        #expect(!run("add", "37.4", "--at", "07:00").output.contains("usual"))
    }

    /// Only the person's own valid body readings of the mornings count: not another person's
    /// whose note quotes their name, not an afternoon's, not a damaged line.
    @Test func theUsualTemperatureCountsOnlyThePersonsValidMornings() {
        for day in 22...25 {
            run("add", "36.2", "--who", "hana", "--at", "2026-11-\(day) 07:00")
        }
        run("add", "36.2", "--who", "taro", "--at", "2026-11-26 07:00", "--note", #""who":"hana""#)
        run("add", "36.2", "--who", "hana", "--at", "2026-11-26 13:00")
        run("add", "36.2", "--who", "hana", "--at", "2026-11-26 07:30", "--basal")
        let damaged =
            #"{"id":"dddddddddddd","takenAt":"2026-11-27T07:00:00+09:00","celsius":362,"#
            + #""unit":"C","who":"hana"}"#
        sandbox.directory.write("readings.jsonl", (sandbox.store ?? "") + damaged + "\n")
        let fourMornings = run("add", "37.2", "--who", "hana", "--at", "07:00")
        #expect(fourMornings.status == 0)
        #expect(!fourMornings.output.contains("usual"))
        run("add", "36.2", "--who", "hana", "--at", "2026-11-28 07:00")
        #expect(
            run("add", "37.2", "--who", "hana", "--at", "07:10").output.hasSuffix(
                "\n37.2 °C is 1.0 °C above hana's usual 36.2 °C.\n"))
    }

    /// Around the clocks going back in New York (1 Nov), each day's morning is read by the
    /// wall clock its reading was taken on: an evening at 23:30 is no morning of the next day.
    @Test func theUsualTemperatureReadsMorningsByTheirOwnWallClockAcrossDST() {
        let newYork = Sandbox(now: "2026-11-02T20:00:00-05:00", timeZone: "America/New_York")
        for day in ["2026-10-28", "2026-10-29", "2026-10-30", "2026-10-31", "2026-11-01"] {
            newYork.run("add", "36.2", "--at", "\(day) 07:00")
            newYork.run("add", "35.5", "--at", "\(day) 23:30")
        }
        #expect(newYork.store?.contains(#""takenAt":"2026-10-31T23:30:00-04:00""#) == true)
        #expect(newYork.store?.contains(#""takenAt":"2026-11-01T07:00:00-05:00""#) == true)
        #expect(
            newYork.run("add", "37.2", "--at", "07:00").output.hasSuffix(
                "\n37.2 °C is 1.0 °C above your usual 36.2 °C.\n"))
    }

    /// The id of the reading `index` lines into the store.
    func id(_ index: Int) -> String {
        let line = (sandbox.store ?? "").split(separator: "\n")[index]
        let start = line.range(of: #""id":""#)!.upperBound
        return String(line[start...].prefix { $0 != "\"" })
    }
}
