import Foundation
import TempLogCore
import TestSupport
import Testing

/// `templog episode --sheet` printed by a real browser (`BrowserPrint`): two weeks of a
/// child's influenza on one page of A4, B5 or Letter, in English and Japanese, with the onset,
/// the 解熱日, the first day back and every day's row. Skipped, with a message, where the
/// browser and poppler are not installed.
@Suite(.serialized) struct CourseRenderingTests {
    static let chromium = BrowserPrint.chromium
    static let popplerInstalled = BrowserPrint.popplerInstalled
    static let japaneseFontInstalled = BrowserPrint.japaneseFontInstalled

    let directory = TemporaryDirectory()

    /// "Now": Sunday 29 November 2026, in the evening.
    static let now = "2026-11-29T21:30:00+09:00"

    /// The first and the last day of the fever: Monday 16 to Monday 23 November. Tuesday the
    /// 24th has no reading, Wednesday the 25th is the 解熱日.
    static let firstFeverDay = 16
    static let lastFeverDay = 23
    static let unmeasuredDay = 24

    /// hana's readings from Sunday 15 to Sunday 29 November: five a day with symptoms while the
    /// fever lasts, notes on three days (one that tries to be markup), a morning and an
    /// evening after it.
    static var readings: [Reading] {
        var readings: [Reading] = []
        for day in 15...29 where day != unmeasuredDay {
            let fever = (firstFeverDay...lastFeverDay).contains(day)
            let times: [(String, Int)] =
                fever
                ? [
                    ("07:10", 3790), ("11:30", 3840), ("15:00", 3880), ("19:20", 3860),
                    ("22:40", 3810),
                ]
                : [("07:05", 3650), ("20:30", 3660)]
            for (index, (time, centi)) in times.enumerated() {
                // The onset is the evening of the 16th: its morning was normal.
                let value = day == firstFeverDay && index < 3 ? 3670 : centi + day % 3 * 10
                let takenAt = Timestamp.parse(
                    rfc3339: Array("2026-11-\(day)T\(time):00+09:00".utf8))!
                readings.append(
                    Reading(
                        id: "c\(day)\(index)".padding(toLength: 12, withPad: "0", startingAt: 0),
                        takenAt: takenAt, temperature: Temperature(centiCelsius: value),
                        unit: .celsius, recordedAt: takenAt, person: .named("hana"),
                        note: notes[day].flatMap { index == 1 ? $0 : nil },
                        symptoms: fever ? [.cough, .soreThroat, .fatigue] : [.none]))
            }
        }
        return readings
    }

    static let notes = [
        17: "小児科を受診、インフルエンザA型", 19: "吐いた <2回> & 眠った", 21: "Saw Dr. Sato again",
    ]

    /// A fever reducer morning and evening while the fever lasts, and a cough medicine on
    /// three days.
    static var doses: [[String]] {
        var doses: [[String]] = []
        for day in (firstFeverDay + 1)...lastFeverDay {
            doses.append(["カロナール", "200mg", "2026-11-\(day) 08:00"])
            doses.append(["カロナール", "200mg", "2026-11-\(day) 20:00"])
        }
        for day in [17, 18, 19] { doses.append(["ムコダイン", "1包", "2026-11-\(day) 12:30"]) }
        return doses
    }

    var environment: [String: String] {
        [
            "TZ": "Asia/Tokyo", "TEMPLOG_NOW": Self.now,
            "TEMPLOG_FILE": directory.file("readings.jsonl"), "HOME": directory.path,
        ]
    }

    /// The rows' dates as the page shows them: `Mon 16 Nov`, `11/16(月)`.
    static func rowDate(_ day: Int, language: String) -> String {
        let weekday = LocalDate(year: 2026, month: 11, day: day)!.weekday
        return language == "ja"
            ? "11/\(day)(\(["日", "月", "火", "水", "木", "金", "土"][weekday]))"
            : "\(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][weekday]) \(day) Nov"
    }

    @Test(
        .enabled(if: chromium != nil, "chromium is not installed"),
        .enabled(if: popplerInstalled, "pdfinfo and pdftotext (poppler-utils) are not installed"),
        .enabled(if: japaneseFontInstalled, "no Japanese font is installed (fonts-noto-cjk)"),
        arguments: ["ja", "en"], ["a4", "b5", "letter"])
    func twoWeeksOfInfluenzaPrintOnOnePage(language: String, paper: String) throws {
        directory.write(
            "readings.jsonl",
            String(decoding: Self.readings.flatMap(ReadingLine.encode), as: UTF8.self))
        for dose in Self.doses {
            let given = try runBinary(
                ["dose", dose[0], dose[1], "--who", "hana", "--at", dose[2]],
                environment: environment)
            #expect(given.status == 0, "\(given.error)")
        }
        let sheet = try runBinary(
            [
                "episode", "--who", "hana", "--rule", "influenza", "--sheet", "--lang", language,
                "--paper", paper,
            ], environment: environment)
        #expect(sheet.status == 0)
        #expect(sheet.error == "")
        let printed = try BrowserPrint(directory: directory).printed(sheet.output)
        #expect(printed.pages == 1, "\(printed.info)")
        let size = [
            "a4": "594.96 x 841.92 pts (A4)", "b5": "516 x 729.12 pts",
            "letter": "612 x 792 pts (letter)",
        ]
        #expect(printed.info.contains("Page size:       \(size[paper]!)"), "\(printed.info)")

        let ja = language == "ja"
        let text = printed.text
        let lines = text.split(separator: "\n").map(String.init)
        let joined = text.filter { !$0.isWhitespace }
        func shows(_ words: String) -> Bool { joined.contains(words.filter { !$0.isWhitespace }) }
        let facts =
            ja
            ? [
                "発熱の経過（hana）", "氏名hana", "発症日2026/11/16(月)", "解熱日2026/11/25(水)",
                "最高体温39.0℃（11/17(火)15:00）", "発熱の目安37.5℃",
                "出席停止の期間（目安）2026/11/16(月)〜2026/11/27(金)",
                "登校できる日（目安）2026/11/28(土)", "学校保健安全法施行規則第19条",
                "※ 解熱剤を使ってから 8 時間以内の検温です", "記入日", "保護者氏名",
            ]
            : [
                "Fever course – hana", "Onset Mon 16 Nov 2026", "Fever-free day Wed 25 Nov 2026",
                "Highest 39.0 °C (Tue 17 Nov 15:00)", "Fever threshold 37.5 °C",
                "Days at home (guide) Mon 16 Nov 2026 – Fri 27 Nov 2026",
                "First day back (guide) Sat 28 Nov 2026", "Article 19",
                "* Taken within 8 hours after a fever reducer", "Date filled in",
                "Parent or guardian",
            ]
        for fact in facts { #expect(shows(fact), "\(fact)") }
        // A row for every day from the onset to today: its date, its day since the onset under
        // it, and each reading with its time.
        var rows = 0
        for day in Self.firstFeverDay...29 {
            let date = Self.rowDate(day, language: language)
            let number = day - Self.firstFeverDay
            let row = lines.indices.dropLast().first { index in
                lines[index] == date
                    && lines[index + 1] == (ja ? "\(number) 日目" : "day \(number)")
            }
            #expect(row != nil, "no row for \(date)")
            rows += row == nil ? 0 : 1
            for reading in Self.readings where reading.takenAt.localDate.day == day {
                let shown = "\(reading.takenAt.timeText) \(reading.temperature.celsiusText)"
                // Taken 3.5 hours after the morning's fever reducer: marked.
                let marked = day > Self.firstFeverDay && reading.takenAt.timeText == "11:30"
                #expect(shows(shown + (marked ? (ja ? "※" : "*") : "")), "\(shown)")
            }
        }
        #expect(rows == 14)
        let reducer = ja ? "解熱剤" : "fever reducer"
        #expect(
            joined.components(separatedBy: "\(reducer)08:00カロナール200mg".filter { !$0.isWhitespace })
                .count - 1 == 7)
        #expect(
            joined.components(separatedBy: "12:30ムコダイン1包").count - 1 == 3)
        for note in Self.notes.values { #expect(shows(note), "\(note)") }
        // The day without a reading, the 解熱日 and the days after it, the first day back.
        let marks =
            ja
            ? ["記録なし", "解熱と数えません", "解熱後 1 日目", "解熱後 3 日目、登校できる日", "解熱後 4 日目"]
            : [
                "no reading", "not counted fever-free", "fever-free day 1",
                "fever-free day 3, first day back", "fever-free day 4",
            ]
        for mark in marks { #expect(shows(mark), "\(mark)") }
    }
}
