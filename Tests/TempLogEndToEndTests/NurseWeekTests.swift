import Foundation
import TempLogCore
import TestSupport
import Testing

/// A school nurse collects a class's readings from 30 families' files for two weeks, with the
/// built binary, answering what templog asks as a nurse would; each week's report is compared
/// with the readings the families took. Two families have a child named hana, one file holds a
/// parent and two children, one family types Friday's reading at the bottom of its export, one
/// sends a Shift_JIS spreadsheet made by hand, and one sends nothing but is on the roster.
@Suite struct NurseWeekTests {
    let directory = TemporaryDirectory()

    /// One family: its store's identity, whose readings it keeps under which name, and the
    /// name the pupil has at school.
    struct Family {
        let number: Int
        /// The children, each as the family's store names them (nil: the store's owner) and as
        /// the school does.
        let children: [(inStore: String?, atSchool: String)]
        /// Whether the parent, the store's owner, keeps readings of their own too.
        var parentReads = false

        var identity: String { "f00000000" + String(format: "%03d", number) }
        var file: String { String(format: "f%02d.csv", number) }
    }

    static let families: [Family] = (1...30).map { number in
        let pupil = String(format: "pupil%02d", number)
        switch number {
        case 3: return Family(number: 3, children: [("hana", "sato-hana")])
        case 17: return Family(number: 17, children: [("hana", "yamada-hana")])
        case 12, 21...27, 29: return Family(number: number, children: [(nil, pupil)])
        case 28:
            return Family(
                number: 28, children: [("ritsu", "ritsu"), ("kota", "kota")], parentReads: true)
        default: return Family(number: number, children: [(pupil, pupil)])
        }
    }

    /// The school days of a week starting on `monday` (day of November or December 2026).
    static func days(from monday: LocalDate) -> [LocalDate] {
        (0..<5).map { monday.adding(days: $0) }
    }

    /// The reading a family takes of a person on `day`, nil when they miss it: 07:00 plus a few
    /// minutes, 36.0–37.4 °C, with a fever now and then. Both hanas read 36.3 °C at 07:10 on
    /// Thursday 26 November, the reading one hana used to hide of the other.
    static func reading(_ person: String, of family: Family, on day: LocalDate) -> (
        minute: Int, centi: Int
    )? {
        var generator = SeededGenerator(
            seed: UInt64(family.number * 1000 + day.day * 10 + person.utf8.count))
        let roll = Int(generator.next() % 100)
        if family.number == 30 || (family.number == 9 && day.day == 25) { return nil }
        if person == "hana", day.day == 26 { return (10, 3630) }
        if person == "kota", day.day == 24 { return (5, 3810) }
        if family.number == 17, day.day == 3 { return (5, 3790) }
        return ((family.number + person.utf8.count) % 30, 3600 + roll % 15 * 10)
    }

    /// The store line of a reading.
    static func line(
        _ person: String?, _ day: LocalDate, _ taken: (minute: Int, centi: Int), id: String
    ) -> String {
        let takenAt = Timestamp(
            localDate: day, secondOfDay: 7 * 3600 + taken.minute * 60, utcOffsetSeconds: 9 * 3600)
        let reading = Reading(
            id: id, takenAt: takenAt, temperature: Temperature(centiCelsius: taken.centi),
            unit: .celsius, recordedAt: takenAt, person: Person(who: person))
        return String(decoding: ReadingLine.encode(reading), as: UTF8.self)
    }

    func environment(store: String, now: String) -> [String: String] {
        [
            "TZ": "Asia/Tokyo", "TEMPLOG_NOW": now, "TEMPLOG_FILE": directory.file(store),
            "HOME": directory.file("home"),
        ]
    }

    /// Each family's store holding every reading of `weeks` (the identity beside it), and its
    /// export written as the family sends it; family 12's Friday reading is typed at the bottom
    /// of its export, family 21 sends a Shift_JIS sheet made by hand, family 30 nothing. Returns
    /// the files and, by school name, the readings each week's report must show.
    func familiesSend(weeks: [LocalDate], now: String) throws -> (
        files: [String], truth: [String: [LocalDate: Int]]
    ) {
        var files: [String] = []
        var truth: [String: [LocalDate: Int]] = [:]
        for family in Self.families where family.number != 30 {
            var lines: [(day: LocalDate, minute: Int, line: String)] = []
            var people = family.children.map { ($0.inStore, $0.atSchool) }
            if family.parentReads { people.append((nil, "ritsu-mother")) }
            for (index, (inStore, atSchool)) in people.enumerated() {
                for day in weeks.flatMap(Self.days(from:)) {
                    guard let taken = Self.reading(inStore ?? "parent", of: family, on: day)
                    else { continue }
                    truth[atSchool, default: [:]][day] = taken.centi
                    // Family 12 keeps Fridays on paper, then types them into the sheet.
                    if family.number == 12, day.weekday == 5 { continue }
                    let id = String(
                        format: "%03d%02d%02d%05d", family.number, day.month, day.day, index)
                    lines.append((day, taken.minute, Self.line(inStore, day, taken, id: id)))
                }
            }
            let store = "family\(family.number).jsonl"
            lines.sort { ($0.day, $0.minute) < ($1.day, $1.minute) }
            directory.write(store, lines.map { $0.line + "\n" }.joined())
            directory.write(store + ".identity", #"{"store":"\#(family.identity)"}"# + "\n")
            if family.number == 21 {
                files.append(try shiftJISSheet(of: family, weeks: weeks))
                continue
            }
            let export = try runBinary(
                ["export"], environment: environment(store: store, now: now))
            #expect(export.status == 0, "\(export.error)")
            var text = export.output
            if family.number == 12 {
                for day in weeks.flatMap(Self.days(from:)) where day.weekday == 5 {
                    let taken = try #require(Self.reading("parent", of: family, on: day))
                    text +=
                        "\(day.isoText),07:\(String(format: "%02d", taken.minute)),"
                        + "\(Double(taken.centi) / 100)"
                        + String(repeating: ",", count: DelimitedFormat.columns.count - 3) + "\n"
                }
            }
            files.append(directory.write(family.file, text))
        }
        return (files, truth)
    }

    /// Family 21's sheet, saved by Japanese Excel as "CSV": Shift_JIS, a header of 日付, 時刻,
    /// 体温 and メモ, no store, no names.
    func shiftJISSheet(of family: Family, weeks: [LocalDate]) throws -> String {
        // 日付,時刻,体温,メモ and 元気 in CP932.
        var bytes: [UInt8] = [
            147, 250, 149, 116, 44, 142, 158, 141, 143, 44, 145, 204, 137, 183, 44, 131, 129, 131,
            130, 10,
        ]
        for day in weeks.flatMap(Self.days(from:)) {
            guard let taken = Self.reading("parent", of: family, on: day) else { continue }
            let row =
                "\(day.year)/\(day.month)/\(day.day),7:\(String(format: "%02d", taken.minute)),"
                + "\(Double(taken.centi) / 100),"
            bytes += Array(row.utf8) + [140, 179, 139, 67, 13, 10]
        }
        let path = directory.file("f21-sheet.csv")
        try directory.write(bytes, to: "f21-sheet.csv")
        return path
    }

    /// The report's morning reading of each person on each day, as `report --csv` prints it.
    static func reported(_ csv: String) -> [String: [LocalDate: Int]] {
        var found: [String: [LocalDate: Int]] = [:]
        for row in csv.split(separator: "\n").dropFirst() {
            let cells = row.split(separator: ",", omittingEmptySubsequences: false)
            guard let day = LocalDate.parse(iso: cells[0]) else { continue }
            found[String(cells[2]), default: [:]][day] =
                cells[3] == "ok" ? Int((Double(cells[5])! * 100).rounded()) : nil
        }
        return found
    }

    @Test func aNursesTwoWeeksOfThirtyFamiliesFilesReportWhatTheFamiliesTook() throws {
        let saturday = "2026-11-28T08:00:00+09:00"
        let nurse = environment(store: "nurse.jsonl", now: saturday)
        func templog(_ arguments: String..., now: [String: String]? = nil) throws -> RunResult {
            try runBinary(arguments, environment: now ?? nurse)
        }
        let monday = LocalDate(year: 2026, month: 11, day: 23)!
        let week = try familiesSend(weeks: [monday], now: saturday)
        let storeFiles = week.files.filter { !$0.hasSuffix("sheet.csv") }

        // Everything at once: templog asks, and writes nothing, until each question is answered.
        let asked = try runBinary(["import"] + storeFiles, environment: nurse)
        #expect(asked.status == 65)
        #expect(
            asked.error.hasPrefix(
                "Error: templog will not guess who 10 people of these files are here; nothing was imported:\n"
            ))
        #expect(directory.read("nurse.jsonl") == nil)
        func file(_ number: Int) -> String { directory.file(String(format: "f%02d.csv", number)) }
        #expect(try templog("import", file(3), "--as", "hana=sato-hana").status == 0)
        #expect(try templog("import", file(17), "--as", "hana=yamada-hana").status == 0)
        for number in [12, 22, 23, 24, 25, 26, 27, 29] {
            let answered = try templog(
                "import", file(number), "--who", String(format: "pupil%02d", number))
            #expect(answered.status == 0, "\(number): \(answered.error)")
        }
        #expect(try templog("import", file(28), "--as", "me=ritsu-mother").status == 0)
        let sheet = try templog("import", directory.file("f21-sheet.csv"), "--who", "pupil21")
        #expect(sheet.status == 0, "\(sheet.error)")
        #expect(
            sheet.output.hasPrefix(
                "  rows without a name (from f21-sheet.csv) → pupil21: 5 added\n"))
        let rest = try runBinary(["import"] + storeFiles, environment: nurse)
        #expect(rest.status == 0, "\(rest.error)")
        #expect(rest.output.contains(" → sato-hana: 0 added, 5 already in the store\n"))
        #expect(try templog("people", "set", "pupil30", "--display-name", "森 さくら").status == 0)

        let report = try templog(
            "report", "--since", "2026-11-23", "--until", "2026-11-27", "--csv")
        let expected = week.truth.merging(["pupil30": [:]]) { $1 }
        // 28 families' one child, family 28's two children and parent, and the pupil whose
        // family sent nothing: 5 school days each, but family 9's Wednesday.
        #expect(expected.count == 32)
        let readings: Int = expected.values.map(\.count).reduce(0, +)
        #expect(readings == 31 * 5 - 1)
        let firstWeek = Self.reported(report.output)
        #expect(firstWeek == expected)
        #expect(firstWeek["sato-hana"]?[LocalDate(year: 2026, month: 11, day: 26)!] == 3630)
        #expect(firstWeek["yamada-hana"]?[LocalDate(year: 2026, month: 11, day: 26)!] == 3630)
        #expect(firstWeek["pupil12"]?.count == 5)
        #expect(firstWeek.keys.contains("ritsu-mother") && !firstWeek.keys.contains(""))

        // The next week: the same files, a week longer, import without a question.
        let nextSaturday = "2026-12-05T08:00:00+09:00"
        let later = environment(store: "nurse.jsonl", now: nextSaturday)
        let secondMonday = LocalDate(year: 2026, month: 11, day: 30)!
        let weeks = try familiesSend(weeks: [monday, secondMonday], now: nextSaturday)
        let second = try runBinary(
            ["import"] + weeks.files.filter { !$0.hasSuffix("sheet.csv") }, environment: later)
        #expect(second.status == 0, "\(second.error)")
        #expect(!second.output.contains(": 0 added, 0 already"))
        let secondSheet = try runBinary(
            ["import", directory.file("f21-sheet.csv"), "--who", "pupil21"], environment: later)
        #expect(
            secondSheet.output.hasPrefix(
                "  rows without a name (from f21-sheet.csv) → pupil21: 5 added, 5 already in the store\n"
            ))
        let secondReport = try templog(
            "report", "--since", "2026-11-30", "--until", "2026-12-04", "--csv", now: later)
        let secondTruth = weeks.truth.mapValues { days in
            days.filter { $0.key >= secondMonday }
        }.merging(["pupil30": [:]]) { $1 }
        #expect(Self.reported(secondReport.output) == secondTruth)
        #expect(
            Self.reported(secondReport.output)["yamada-hana"]?[
                LocalDate(year: 2026, month: 12, day: 3)!] == 3790)
    }
}
