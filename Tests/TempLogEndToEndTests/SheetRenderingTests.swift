import Foundation
import TempLogCore
import TestSupport
import Testing

/// `templog sheet` printed by a real browser (`BrowserPrint`): a child's card on one page of
/// A4 or Letter, in English and Japanese, whatever its notes hold. Skipped, with a message,
/// where the browser and poppler are not installed.
@Suite(.serialized) struct SheetRenderingTests {
    static let chromium = BrowserPrint.chromium
    static let popplerInstalled = BrowserPrint.popplerInstalled
    static let japaneseFontInstalled = BrowserPrint.japaneseFontInstalled

    let directory = TemporaryDirectory()

    /// The sheet's dates as its rows show them, without the year: `Tue 24 Nov`, `11/24(火)`.
    static func rowDate(_ day: LocalDate, language: String) -> String {
        let weekdays =
            language == "ja"
            ? ["日", "月", "火", "水", "木", "金", "土"]
            : ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = [
            "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
        ]
        return language == "ja"
            ? "\(day.month)/\(day.day)(\(weekdays[day.weekday]))"
            : "\(weekdays[day.weekday]) \(day.day) \(months[day.month - 1])"
    }

    @Test(
        .enabled(if: chromium != nil, "chromium is not installed"),
        .enabled(if: popplerInstalled, "pdfinfo and pdftotext (poppler-utils) are not installed"),
        arguments: [14, 31], ["a4", "letter", "b5"])
    func anEnglishSheetPrintsOnOnePortraitPage(days: Int, paper: String) throws {
        try printOnOnePage(days: days, language: "en", paper: paper)
    }

    @Test(
        .enabled(if: chromium != nil, "chromium is not installed"),
        .enabled(if: popplerInstalled, "pdfinfo and pdftotext (poppler-utils) are not installed"),
        .enabled(if: japaneseFontInstalled, "no Japanese font is installed (fonts-noto-cjk)"),
        arguments: [14, 31], ["a4", "letter", "b5"])
    func aJapaneseSheetPrintsOnOnePortraitPage(days: Int, paper: String) throws {
        try printOnOnePage(days: days, language: "ja", paper: paper)
    }

    /// Prints `html` to PDF with Chromium and reads it back: `pdfinfo`'s report and the text.
    func printed(_ html: String) throws -> (info: String, text: String) {
        let printed = try BrowserPrint(directory: directory).printed(html)
        return (printed.info, printed.text)
    }

    /// hana's sheet of the last `days` days, as the binary writes it.
    func sheet(
        days: Int, language: String, paper: String, environment: [String: String] = [:]
    ) throws -> RunResult {
        let store = directory.file("readings.jsonl")
        if !FileManager.default.fileExists(atPath: store) {
            directory.write("readings.jsonl", SheetSample.jsonLines)
        }
        return try runBinary(
            ["sheet", "--who", "hana", "--days", "\(days)", "--lang", language, "--paper", paper],
            environment: [
                "TZ": "Asia/Tokyo", "TEMPLOG_NOW": SheetSample.now, "TEMPLOG_FILE": store,
                "HOME": directory.path,
            ].merging(environment) { $1 })
    }

    /// Prints hana's sheet of the last `days` days and reads the PDF back: one page of
    /// `paper`, the school card's header and foot, every day's row with its readings, each
    /// fever marked, and symptoms blank on a day nobody asked.
    func printOnOnePage(days: Int, language: String, paper: String) throws {
        let sheet = try sheet(days: days, language: language, paper: paper)
        #expect(sheet.status == 0)
        #expect(sheet.error == "")
        let (info, text) = try printed(sheet.output)
        #expect(info.contains("\nPages:           1\n"), "\(info)")
        let size = [
            "a4": "Page size:       594.96 x 841.92 pts (A4)\n",
            "letter": "Page size:       612 x 792 pts (letter)\n",
            "b5": "Page size:       516 x 729.12 pts\n",
        ][paper]!
        #expect(info.contains(size), "\(info)")

        let lines = text.split(separator: "\n").map(String.init)
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let celsius = language == "ja" ? "℃" : " °C"
        let fever = language == "ja" ? "● 発熱" : "● fever"
        let feverNote = language == "ja" ? "（発熱）" : " (fever)"
        let threshold = Temperature(centiCelsius: 3750)
        let hana = SheetSample.readings.filter { $0.person.who == "hana" && $0.kind == .body }
        var feverValues = 0
        for offset in 0..<days {
            let day = SheetSample.lastDay.adding(days: offset - days + 1)
            let date = Self.rowDate(day, language: language)
            // The last line that starts with the date: the header's period may start with it.
            let row = lines.last { $0.hasPrefix(date + " ") } ?? ""
            #expect(!row.isEmpty, "no row for \(date)")
            let readings = hana.filter { $0.takenAt.localDate == day }
            if readings.isEmpty {
                #expect(row == date + (language == "ja" ? " 記録なし" : " no reading"))
            }
            for reading in readings {
                let value = reading.temperature.celsiusText
                let shown = "\(reading.takenAt.timeText) \(value)"
                let isFever = reading.temperature >= threshold
                feverValues += isFever ? 1 : 0
                if [DayParts.morning(of: readings), DayParts.evening(of: readings)].contains(
                    reading)
                {
                    #expect(row.contains(shown + (isFever ? " " + fever : "")), "\(row)")
                } else {
                    // Listed whole among the other readings, whatever wraps inside the cell
                    // (on B5 the reading itself may wrap before its fever note).
                    let listed = shown + celsius + (isFever ? feverNote : "")
                    let unwrapped = words.replacing(
                        celsius + " " + feverNote, with: celsius + feverNote)
                    #expect(unwrapped.contains(listed), "\(listed)")
                }
            }
        }
        #expect(feverValues == 6)
        // Five mornings and evenings marked ●, the fever at noon among the other readings.
        #expect(text.components(separatedBy: "●").count - 1 == 5)
        #expect(words.components(separatedBy: feverNote).count - 1 == 1)
        #expect(lines.first == (language == "ja" ? "健康観察カード" : "Health check sheet"))
        #expect(words.contains((days == 14 ? "36.6" : "36.5") + celsius))
        #expect(words.contains("37.5" + celsius))
        let fields =
            language == "ja"
            ? [
                "学校名", "学年・組・番", "氏名", "hana", "期間", "平熱", "発熱の目安",
                "37.5℃以上のときは登校を控え、学校へ連絡してください。", "日付", "時刻", "体温（℃）",
                "症状", "登校", "○／欠席／出席停止", "備考（受診・服薬など）", "保護者確認印・サイン",
                "提出日", "保護者氏名",
            ]
            : [
                "School", "Grade, class and number", "Name", "hana", "Period", "Usual temperature",
                "Fever threshold",
                "At 37.5 °C or above, please keep your child home and let the school know.",
                "Date", "Time", "Temp. (°C)", "Symptoms", "At school", "✓ / absent / excluded",
                "Notes (doctor, medicine)", "Parent's stamp or signature", "Date submitted",
                "Parent or guardian",
            ]
        let joined = text.filter { !$0.isWhitespace }
        for field in fields {
            #expect(joined.contains(field.filter { !$0.isWhitespace }), "\(field)")
        }
        // Symptoms: "none" on 27 Nov, when only none was ticked; nothing on a day nobody asked.
        let none = language == "ja" ? "なし" : "none"
        let noneDay = Self.rowDate(SheetSample.lastDay.adding(days: -2), language: language)
        let noneRow = lines.last { $0.hasPrefix(noneDay + " ") } ?? ""
        #expect(noneRow.hasSuffix(" " + none), "\(noneRow)")
        let asked = SheetSample.readings.filter { $0.person.who == "hana" && $0.kind == .body }
        for offset in 0..<days {
            let day = SheetSample.lastDay.adding(days: -offset)
            let readings = asked.filter { $0.takenAt.localDate == day }
            guard !readings.isEmpty, readings.allSatisfy({ $0.symptoms == nil && $0.note == nil })
            else { continue }
            let row = lines.last { $0.hasPrefix(Self.rowDate(day, language: language) + " ") }
            #expect(row?.contains(none) == false, "\(row ?? "")")
        }
    }

    /// A month with long notes on three days: every note printed whole (cells wrap) and the
    /// month still on one page.
    @Test(
        .enabled(if: chromium != nil, "chromium is not installed"),
        .enabled(if: popplerInstalled, "pdfinfo and pdftotext (poppler-utils) are not installed"),
        .enabled(if: japaneseFontInstalled, "no Japanese font is installed (fonts-noto-cjk)"),
        arguments: [("ja", "a4"), ("en", "letter"), ("ja", "letter")])
    func longNotesArePrintedWholeAndAMonthStillFitsOnePage(language: String, paper: String)
        throws
    {
        directory.write("readings.jsonl", SheetSample.jsonLines)
        let notes = [
            "小児科受診。インフルエンザ陰性。解熱後も咳が残るので、明日まで登校を控えて様子を見ます。",
            "Saw the paediatrician: influenza test negative. Still coughing after the fever "
                + "went, so she stays home until Thursday and rests.",
            "夜中に 2 回起きて水を飲みました。朝は元気で、食欲もあります。",
        ]
        for (day, note) in zip(["2026-11-10", "2026-11-14", "2026-11-21"], notes) {
            let added = try runBinary(
                ["add", "36.7", "--who", "hana", "--at", "\(day) 20:30", "--note", note],
                environment: [
                    "TZ": "Asia/Tokyo", "TEMPLOG_NOW": SheetSample.now,
                    "TEMPLOG_FILE": directory.file("readings.jsonl"), "HOME": directory.path,
                ])
            #expect(added.status == 0, "\(added.error)")
        }
        let sheet = try sheet(days: 31, language: language, paper: paper)
        #expect(sheet.status == 0)
        let (info, text) = try printed(sheet.output)
        #expect(info.contains("\nPages:           1\n"), "\(info)")
        let joined = text.filter { !$0.isWhitespace }
        for note in notes + ["病院受診（小児科）"] {
            #expect(joined.contains(note.filter { !$0.isWhitespace }), "\(note)")
        }
        #expect(!text.contains("…"))
    }

    /// Fever days with doses (five on one day): the chart's strip of pills takes its room, the
    /// legend naming both kinds wraps onto a second line on narrower paper, and two weeks or a
    /// month still print on one page, the foot included, each dose listed in its row.
    @Test(
        .enabled(if: chromium != nil, "chromium is not installed"),
        .enabled(if: popplerInstalled, "pdfinfo and pdftotext (poppler-utils) are not installed"),
        arguments: [("a4", 31), ("letter", 31), ("letter", 14), ("b5", 14)])
    func daysWithDosesStillPrintOnOnePage(paper: String, days: Int) throws {
        try printDosesOnOnePage(paper: paper, days: days, language: "en")
    }

    @Test(
        .enabled(if: chromium != nil, "chromium is not installed"),
        .enabled(if: popplerInstalled, "pdfinfo and pdftotext (poppler-utils) are not installed"),
        .enabled(if: japaneseFontInstalled, "no Japanese font is installed (fonts-noto-cjk)"),
        arguments: ["letter", "b5"])
    func japaneseDaysWithDosesStillPrintOnOnePage(paper: String) throws {
        try printDosesOnOnePage(paper: paper, days: 14, language: "ja")
    }

    func printDosesOnOnePage(paper: String, days: Int, language: String) throws {
        directory.write("readings.jsonl", SheetSample.jsonLines)
        let doses = [
            ["Calpol", "5ml", "2026-11-24 20:00"], ["Calpol", "5ml", "2026-11-25 06:00"],
            ["cough syrup", "5ml", "2026-11-25 08:00"], ["Calpol", "5ml", "2026-11-25 14:00"],
            ["cough syrup", "5ml", "2026-11-25 20:00"], ["Calpol", "5ml", "2026-11-25 23:00"],
            ["cough syrup", "5ml", "2026-11-26 08:00"],
        ]
        for dose in doses {
            let given = try runBinary(
                ["dose", dose[0], dose[1], "--who", "hana", "--at", dose[2]],
                environment: [
                    "TZ": "Asia/Tokyo", "TEMPLOG_NOW": SheetSample.now,
                    "TEMPLOG_FILE": directory.file("readings.jsonl"), "HOME": directory.path,
                ])
            #expect(given.status == 0, "\(given.error)")
        }
        let sheet = try sheet(days: days, language: language, paper: paper)
        #expect(sheet.status == 0)
        #expect(sheet.output.components(separatedBy: "<rect class=\"dose ").count - 1 == 9)
        let (info, text) = try printed(sheet.output)
        #expect(info.contains("\nPages:           1\n"), "\(info)")
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let expected =
            language == "en"
            ? [
                "Fever reducer", "Other medicine", "fever reducer 23:00 Calpol 5ml",
                "Date submitted",
            ]
            : ["解熱剤", "その他の薬", "提出日"]
        for phrase in expected { #expect(words.contains(phrase), "\(text)") }
    }

    /// `sheet-rule` settings (none: the default) and the rule each prints.
    static let ruleSettings: [(String?, String?)] = [
        (nil, "37.5℃以上のときは登校を控え、学校へ連絡してください。"),
        ("発熱時は登園せず、園に連絡してください。", "発熱時は登園せず、園に連絡してください。"),
        ("none", nil),
    ]

    /// The rule under the header: the default, the `sheet-rule` setting's text, or none.
    @Test(
        .enabled(if: chromium != nil, "chromium is not installed"),
        .enabled(if: popplerInstalled, "pdfinfo and pdftotext (poppler-utils) are not installed"),
        .enabled(if: japaneseFontInstalled, "no Japanese font is installed (fonts-noto-cjk)"),
        arguments: ruleSettings)
    func theRuleLineIsTheSettingsOrNone(setting: String?, printed rule: String?) throws {
        let sheet = try sheet(
            days: 14, language: "ja", paper: "a4",
            environment: setting.map { ["TEMPLOG_SHEET_RULE": $0] } ?? [:])
        #expect(sheet.status == 0)
        let (info, text) = try printed(sheet.output)
        #expect(info.contains("\nPages:           1\n"), "\(info)")
        let lines = text.split(separator: "\n").map(String.init)
        // The rule follows the header's last fact and comes before the chart's legend.
        let legend = lines.firstIndex { $0.hasPrefix("朝") } ?? 0
        let header = lines[..<legend].joined().filter { !$0.isWhitespace }
        #expect(header.hasSuffix("発熱の目安37.5℃" + (rule ?? "")), "\(header)")
    }

    /// New York, the owner's workplace sheet, Sun 1 Nov: up at night at 01:30 (37.0 °C), a fever
    /// at 07:00 (38.1 °C); and on Sun 25 Oct a fever all day, six of its readings after the
    /// morning's, listed among the other readings as a workplace's sheet has no evening cells.
    @Test(
        .enabled(if: chromium != nil, "chromium is not installed"),
        .enabled(if: popplerInstalled, "pdfinfo and pdftotext (poppler-utils) are not installed"))
    func aFeverOutsideTheMorningAndEveningIsNeverCutOnThePrintedPage() throws {
        let store = directory.file("readings.jsonl")
        let environment = [
            "TZ": "America/New_York", "TEMPLOG_NOW": "2026-11-01T20:00:00-05:00",
            "TEMPLOG_FILE": store, "HOME": directory.path,
        ]
        let feverDay =
            ["01:30 38.4", "07:00 38.1", "10:00 38.6", "13:10 38.9", "15:00 39.0"]
            + ["20:00 38.2", "23:30 38.3"]
        var adds = feverDay.map { reading in
            let parts = reading.split(separator: " ").map(String.init)
            return [
                "add", parts[1], "--at", "2026-10-25 \(parts[0])", "--note",
                "woke up at \(parts[0]) crying and hot, gave water and a cool cloth, slept again",
            ]
        }
        adds += [
            ["add", "37.0", "--at", "2026-11-01 01:30", "--note", "up at night"],
            ["add", "38.1", "--at", "2026-11-01 07:00"],
        ]
        for arguments in adds {
            #expect(try runBinary(arguments, environment: environment).status == 0)
        }
        for days in [31, 14] {
            let sheet = try runBinary(["sheet", "--days", "\(days)"], environment: environment)
            #expect(sheet.status == 0)
            let (_, text) = try printed(sheet.output)
            let lines = text.split(separator: "\n").map(String.init)
            // Whatever wraps inside a cell.
            let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            // The morning is the 07:00 fever; the night reading is listed as another reading.
            #expect(lines.contains("Sun 1 Nov 07:00 38.1 ● fever"), "\(text)")
            #expect(words.contains("other readings: 01:30 37.0 °C up at night"), "\(text)")
            // Every fever is printed whole.
            #expect(lines.contains("Sun 25 Oct 07:00 38.1 ● fever"), "\(text)")
            for reading in [
                "01:30 38.4", "10:00 38.6", "13:10 38.9", "15:00 39.0", "20:00 38.2", "23:30 38.3",
            ] {
                #expect(words.contains("\(reading) °C (fever)"), "\(reading) in \(words)")
            }
            // Sun 25 Oct's 39.0 °C at 15:00 is also a mark on the chart, named in its legend.
            #expect(words.contains("Highest at another time"), "\(text)")
            #expect(text.components(separatedBy: "●").count - 1 == 2)
            #expect(text.components(separatedBy: "(fever)").count - 1 == 6)
        }
    }
}
