import Foundation
import TempLogCore
import TestSupport
import Testing

/// The forms of `templog sheet` printed by a real browser (`BrowserPrint`) in both languages:
/// a workplace's daily health check, a child's card with its attendance column on B5, and a
/// family's file with a page per person, each page one sheet. Skipped, with a message, where
/// the browser, poppler or a Japanese font is not installed.
@Suite(
    .serialized,
    .enabled(if: BrowserPrint.chromium != nil, "chromium is not installed"),
    .enabled(
        if: BrowserPrint.popplerInstalled, "pdfinfo and pdftotext (poppler-utils) are not installed"
    ),
    .enabled(
        if: BrowserPrint.japaneseFontInstalled, "no Japanese font is installed (fonts-noto-cjk)")
)
struct SheetFormRenderingTests {
    let directory = TemporaryDirectory()
    var browser: BrowserPrint { BrowserPrint(directory: directory) }

    /// `pdfinfo`'s page size of JIS B5 as Chromium prints it (182 × 257 mm).
    static let b5 = "Page size:       516 x 729.12 pts\n"
    static let a4 = "Page size:       594.96 x 841.92 pts (A4)\n"

    /// A family's store: hana's sample readings, the same days for ken (a nursery child) and the
    /// owner's own; the owner at work, hana at school, ken at a nursery.
    init() throws {
        let hana = SheetSample.readings.filter { $0.person == .named("hana") }
        let ken = hana.map { reading in
            Reading(
                id: "f" + reading.id.dropFirst(), takenAt: reading.takenAt,
                temperature: reading.temperature, unit: reading.unit,
                recordedAt: reading.recordedAt, site: reading.site, person: .named("ken"),
                note: reading.note, symptoms: reading.symptoms, kind: reading.kind,
                disturbance: reading.disturbance)
        }
        let owner = SheetSample.readings.filter { $0.person == .owner }
        let readings = (hana + ken + owner).sorted { $0.takenAt < $1.takenAt }
        directory.write(
            "readings.jsonl", String(decoding: readings.flatMap(ReadingLine.encode), as: UTF8.self))
        for profile in [
            ["me", "--display-name", "山田 由美", "--department", "営業部", "--staff-number", "10234"],
            ["hana", "--display-name", "山田 花子", "--school", "桜小学校", "--class", "3年2組"],
            ["ken", "--display-name", "山田 健", "--school", "ひまわり保育園", "--school-kind", "nursery"],
        ] {
            let set = try templog(["people", "set"] + profile)
            try #require(set.status == 0, "\(set.error)")
        }
    }

    func templog(_ arguments: [String]) throws -> RunResult {
        try runBinary(
            arguments,
            environment: [
                "TZ": "Asia/Tokyo", "TEMPLOG_NOW": SheetSample.now,
                "TEMPLOG_FILE": directory.file("readings.jsonl"), "HOME": directory.path,
            ])
    }

    /// `arguments`' sheet, printed.
    func printed(_ arguments: [String]) throws -> BrowserPrint.Printed {
        let sheet = try templog(["sheet"] + arguments)
        try #require(sheet.status == 0, "\(sheet.error)")
        return try browser.printed(sheet.output)
    }

    /// `text` without white space, as a label wrapped in its cell reads.
    static func joined(_ text: String) -> String { text.filter { !$0.isWhitespace } }

    @Test(arguments: ["ja", "en"])
    func aWorkplacesDailyHealthCheckPrintsOnOnePage(language: String) throws {
        let printed = try printed(["--days", "31", "--lang", language, "--paper", "a4"])
        #expect(printed.pages == 1, "\(printed.info)")
        #expect(printed.info.contains(Self.a4))
        let words =
            language == "ja"
            ? [
                "体調チェック表", "所属", "営業部", "社員番号", "10234", "氏名", "山田由美", "発熱の目安",
                "37.5℃以上のときは出勤を控え、上長に連絡してください。", "朝の体温", "時刻", "体温（℃）",
                "症状", "出社／在宅", "備考（受診・服薬など）", "上長確認", "提出日",
            ]
            : [
                "Daily health check", "Department", "Staff number", "10234", "Name",
                "At 37.5 °C or above, please stay home from work and let your manager know.",
                "Morning temperature", "Symptoms", "Office or home", "Notes (doctor, medicine)",
                "Manager's check", "Date submitted",
            ]
        let text = Self.joined(printed.text)
        for word in words { #expect(text.contains(Self.joined(word)), "\(word)") }
        for word in ["保護者", "登校", "Parent", "At school"] {
            #expect(!text.contains(word), "\(word)")
        }
        // The owner's morning fevers of 20 and 24 Nov, marked.
        #expect(printed.text.components(separatedBy: "●").count - 1 == 2)
        #expect(
            printed.info.contains(
                language == "ja"
                    ? "Title:           体調チェック表（山田 由美、10月30日〜11月29日）"
                    : "Title:           Daily health check – 山田 由美 – 30 Oct – 29 Nov"))
    }

    @Test(arguments: ["ja", "en"])
    func aChildsCardWithItsAttendanceColumnPrintsAMonthOnOneB5Page(language: String) throws {
        let printed = try printed([
            "--who", "hana", "--days", "31", "--lang", language, "--paper", "b5",
        ])
        #expect(printed.pages == 1, "\(printed.info)")
        #expect(printed.info.contains(Self.b5), "\(printed.info)")
        let words =
            language == "ja"
            ? [
                "健康観察カード", "学校名", "桜小学校", "学年・組・番", "3年2組", "山田花子",
                "37.5℃以上のときは登校を控え、学校へ連絡してください。", "登校", "○／欠席／出席停止",
                "備考（受診・服薬など）", "保護者確認印・サイン", "保護者氏名",
            ]
            : [
                "Health check sheet", "School", "Grade, class and number",
                "At 37.5 °C or above, please keep your child home and let the school know.",
                "At school", "✓ / absent / excluded", "Notes (doctor, medicine)",
                "Parent's stamp or signature", "Parent or guardian",
            ]
        let text = Self.joined(printed.text)
        for word in words { #expect(text.contains(Self.joined(word)), "\(word)") }
        // Every day's row, each fever in the morning and evening cells marked.
        let lines = printed.text.split(separator: "\n")
        for offset in 0..<31 {
            let day = SheetSample.lastDay.adding(days: offset - 30)
            let date = SheetRenderingTests.rowDate(day, language: language)
            #expect(lines.contains { $0.contains(date) }, "\(date)")
        }
        #expect(printed.text.components(separatedBy: "●").count - 1 == 5)
    }

    @Test(arguments: [("ja", "a4"), ("en", "b5"), ("ja", "b5")])
    func aFamilysFileIsAPagePerPersonEachItsOwnForm(language: String, paper: String) throws {
        let printed = try printed([
            "--everyone", "--days", "31", "--lang", language, "--paper", paper,
        ])
        #expect(printed.pages == 3, "\(printed.info)")
        #expect(printed.info.contains(paper == "b5" ? Self.b5 : Self.a4), "\(printed.info)")
        let pages = printed.pageTexts.map(Self.joined)
        try #require(pages.count == 3)
        let expected: [[String]] =
            language == "ja"
            ? [
                ["体調チェック表", "所属営業部", "山田由美", "出社／在宅", "上長確認"],
                ["健康観察カード", "学校名桜小学校", "山田花子", "登校", "保護者確認印・サイン"],
                ["健康観察カード", "園名ひまわり保育園", "山田健", "登園", "登園を控え、園へ連絡してください。"],
            ]
            : [
                ["Dailyhealthcheck", "Department営業部", "山田由美", "Officeorhome"],
                ["Healthchecksheet", "School桜小学校", "山田花子", "Atschool"],
                ["Healthchecksheet", "Nurseryひまわり保育園", "山田健", "Atnursery"],
            ]
        for (page, words) in zip(pages, expected) {
            for word in words { #expect(page.contains(word), "\(word) in \(page.prefix(80))") }
        }
        // Each page holds its own person only.
        #expect(!pages[0].contains("山田花子") && !pages[1].contains("山田健"))
        #expect(!pages[2].contains("山田由美"))
        let title =
            language == "ja"
            ? "健康観察カード・体調チェック表（山田 由美・山田 花子・山田 健、10月30日〜11月29日）"
            : "Health checks – 山田 由美, 山田 花子, 山田 健 – 30 Oct – 29 Nov"
        #expect(printed.info.contains("Title:           \(title)\n"), "\(printed.info)")
    }
}
