import Foundation
import TestSupport
import Testing

/// A child's influenza week with the built binary, typed as a parent types it: a fever from
/// Monday evening, paracetamol (カロナール) on Tuesday and Wednesday, 37.2 °C two hours after a
/// dose, the fever gone on Thursday, a dose recorded by mistake and undone; then what the
/// screens, the export, the school's count and the printed course say on Saturday morning.
@Suite(.serialized) struct InfluenzaWeekTests {
    let directory = TemporaryDirectory()

    /// hana's readings of the week: day of November, time, temperature.
    static let readings: [(day: Int, time: String, value: String)] = [
        (16, "07:00", "36.6"), (16, "19:40", "38.2"), (16, "22:00", "38.6"),
        (17, "07:00", "38.9"), (17, "13:10", "39.1"), (17, "20:00", "38.5"),
        (18, "07:00", "38.0"), (18, "14:00", "37.2"), (18, "20:00", "37.6"),
        (19, "07:00", "36.9"), (19, "20:00", "36.8"), (20, "07:00", "36.6"),
        (21, "07:00", "36.5"),
    ]

    /// The paracetamol given: day of November and time.
    static let doses: [(day: Int, time: String)] = [(17, "13:30"), (17, "21:00"), (18, "12:00")]

    /// Runs the binary as it is at `day` of November, `time`, Tokyo time.
    func templog(
        _ arguments: [String], on day: Int, at time: String, language: String = "en"
    ) throws -> RunResult {
        try runBinary(
            arguments,
            environment: [
                "TZ": "Asia/Tokyo", "TEMPLOG_NOW": "2026-11-\(day)T\(time):00+09:00",
                "TEMPLOG_FILE": directory.file("readings.jsonl"), "HOME": directory.file("home"),
                "TEMPLOG_LANG": language,
            ])
    }

    /// Records the week up to Saturday's morning reading, each reading and dose as it happens.
    func recordTheWeek() throws {
        var events: [(key: String, arguments: [String], day: Int, time: String)] = []
        for reading in Self.readings {
            events.append(
                (
                    "\(reading.day) \(reading.time) r", ["add", reading.value, "--who", "hana"],
                    reading.day, reading.time
                ))
        }
        for (index, dose) in Self.doses.enumerated() {
            events.append(
                (
                    "\(dose.day) \(dose.time) d",
                    ["dose", "カロナール", "200mg", "--who", "hana"]
                        + (index == 0 ? ["--every", "6h", "--max", "4"] : []), dose.day, dose.time
                ))
        }
        for event in events.sorted(by: { $0.key < $1.key }) {
            let result = try templog(event.arguments, on: event.day, at: event.time)
            #expect(result.status == 0, "\(event.arguments): \(result.error)")
        }
    }

    @Test func theWeekIsToldOnTheScreensInTheExportAndAsTheSchoolCountsIt() throws {
        try recordTheWeek()

        // Wednesday afternoon: the 37.2 °C is marked as read two hours after a fever reducer.
        let recent = try templog(["recent", "--who", "hana"], on: 18, at: "14:05")
        #expect(recent.status == 0)
        let line = try #require(recent.output.split(separator: "\n").first { $0.contains("37.2") })
        #expect(line.contains("2 h after カロナール"), "\(recent.output)")
        let japanese = try templog(
            ["recent", "--who", "hana"], on: 18, at: "14:05", language: "ja")
        #expect(japanese.output.contains("解熱剤（カロナール）の 2 時間後"), "\(japanese.output)")

        // Thursday morning a dose is recorded for the wrong child's spoon, and taken back.
        let mistaken = try templog(
            ["dose", "カロナール", "200mg", "--who", "hana"], on: 19, at: "08:00")
        #expect(mistaken.status == 0)
        let counted = try templog(["episode", "--who", "hana"], on: 19, at: "08:05")
        #expect(counted.output.contains("fever went down  not yet"), "\(counted.output)")
        let undo = try templog(["undo"], on: 19, at: "08:06")
        #expect(undo.status == 0, "\(undo.error)")

        // The export gives every reading the hours since the last fever reducer.
        let export = try templog(["export", "--csv", "--who", "hana"], on: 21, at: "08:00")
        #expect(export.status == 0)
        let rows = export.output.split(separator: "\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false)
        }
        let column = try #require(rows.first?.firstIndex(of: "fever_reducer_hours"))
        let hours = Dictionary(
            uniqueKeysWithValues: rows.dropFirst().map { ("\($0[0]) \($0[1])", String($0[column])) }
        )
        #expect(hours["2026-11-18 14:00"] == "2.0")
        #expect(hours["2026-11-18 20:00"] == "8.0")
        #expect(hours["2026-11-17 13:10"] == "")
        #expect(hours["2026-11-19 07:00"] == "19.0")
        #expect(hours["2026-11-20 07:00"] == "")

        // Saturday morning: the school's count, for a pupil and for a nursery child.
        let pupil = try templog(
            ["episode", "--who", "hana", "--rule", "influenza"], on: 21, at: "08:00")
        #expect(pupil.status == 0, "\(pupil.error)")
        #expect(pupil.output.contains("onset            Mon 16 Nov"))
        #expect(pupil.output.contains("fever went down  Thu 19 Nov"))
        #expect(pupil.output.contains("Back from Sun 22 Nov"))
        let preschool = try templog(
            ["episode", "--who", "hana", "--rule", "influenza-preschool"], on: 21, at: "08:00",
            language: "ja")
        #expect(preschool.status == 0)
        #expect(preschool.output.contains("2026/11/23(月) から登園できます（目安）"), "\(preschool.output)")

        // The course printed for the school: one page, the onset, the 解熱日 and the day back.
        let page = try templog(
            ["episode", "--who", "hana", "--rule", "influenza", "--sheet", "--lang", "en"], on: 21,
            at: "08:00")
        #expect(page.status == 0, "\(page.error)")
        if BrowserPrint.chromium != nil, BrowserPrint.popplerInstalled {
            let printed = try BrowserPrint(directory: directory).printed(page.output)
            #expect(printed.pages == 1, "\(printed.info)")
            let text = printed.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            for fact in ["Mon 16 Nov", "Thu 19 Nov", "Sun 22 Nov", "39.1", "カロナール"] {
                #expect(text.contains(fact), "\(fact) not in: \(text)")
            }
        }

        // Nothing is wrong with the files the week wrote.
        let check = try templog(["check"], on: 21, at: "08:01")
        #expect(check.status == 0, "\(check.output)\(check.error)")
    }
}
