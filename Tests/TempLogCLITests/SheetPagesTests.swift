import TempLogCore
import TestSupport
import Testing

@testable import TempLogCLI

/// `templog sheet` on the paper Japanese schools hand out, with a page per person in one file
/// and a title a saved PDF can be named by (issue 35, items 4 and 5).
@Suite struct SheetPagesTests {
    let sandbox = Sandbox(now: SheetSample.now)

    init() {
        sandbox.directory.write("readings.jsonl", SheetSample.jsonLines)
        sandbox.run("add", "36.6", "--who", "ken", "--at", "2026-11-29 07:00")
    }

    func sheet(_ arguments: String..., environment: [String: String] = [:]) -> RunResult {
        sandbox.run(["sheet"] + arguments, environment: environment)
    }

    /// The pages, `<article …>` each, with the name its header prints.
    static func pages(_ html: String) -> [String] {
        html.components(separatedBy: "<article class=\"sheet\" id=\"").dropFirst().map { page in
            let id = page.prefix { $0 != "\"" }
            let name =
                page.components(separatedBy: "<dt>Name</dt><dd>").dropFirst().first?
                .components(separatedBy: "</dd>").first ?? "?"
            return "\(id) \(name)"
        }
    }

    // MARK: - Item 4: B5, and a page per person

    @Test(arguments: [
        (["--paper", "b5"], [String: String]()), (["--paper", "B5"], [:]),
        ([], ["TEMPLOG_PAPER": "b5"]), (["--lang", "en"], ["TEMPLOG_PAPER": "B5"]),
    ])
    func b5IsJISB5FromTheOptionOrTheSetting(arguments: [String], environment: [String: String]) {
        let result = sandbox.run(["sheet", "--who", "hana"] + arguments, environment: environment)
        #expect(result.status == 0)
        #expect(result.output.contains("@page { size: 182mm 257mm; margin: 10.0mm; }"))
        #expect(result.output.contains("max-width: 182.0mm;"))
    }

    @Test func thePaperSettingIsCheckedAndTheOptionWinsOverIt() {
        let set = sandbox.run("config", "set", "paper", "b5")
        #expect(set.status == 0)
        #expect(sandbox.run("config").output.contains("\npaper = b5 (config file "))
        #expect(sheet("--paper", "a4").output.contains("@page { size: A4 portrait;"))
        #expect(sheet().output.contains("@page { size: 182mm 257mm;"))
        let bad = sandbox.run("config", "set", "paper", "a3")
        #expect(bad.status == 64)
        #expect(
            bad.error.hasPrefix(
                "Error: 'a3' is not valid for paper (accepted: a4, b5, letter)\n"))
        let environment = sheet(environment: ["TEMPLOG_PAPER": "b4"])
        #expect(environment.status == 65)
        #expect(
            environment.error.hasPrefix(
                "Error: TEMPLOG_PAPER='b4' is not valid (accepted: a4, b5, letter)"))
        #expect(environment.output == "")
    }

    @Test func severalPeopleAreAPageEachInTheOrderGiven() {
        let result = sheet("--who", "hana", "--who", "me", "--who", "KEN", "--who", "Hana")
        #expect(result.status == 0)
        #expect(result.error == "")
        let html = result.output
        #expect(Self.pages(html) == ["sheet-1 hana", "sheet-2 me", "sheet-3 ken"])
        #expect(SheetTests.count("<html", in: html) == 1)
        #expect(SheetTests.count("<svg class=\"chart\"", in: html) == 3)
        #expect(SheetTests.count("<table>", in: html) == 3)
        #expect(html.contains(".sheet + .sheet { break-before: page; }"))
        // Each page's table is laid out for its own days.
        for id in ["sheet-1", "sheet-2", "sheet-3"] {
            #expect(html.contains("  #\(id) table { font-size: "), "\(id)")
            #expect(html.contains("  #\(id) tbody tr { height: "), "\(id)")
        }
        // Each page shows its own person's readings only.
        let pages: [String] = Array(html.components(separatedBy: "<article ").dropFirst())
        #expect(pages[0].contains("38.9 °C") && !pages[0].contains("41.0"))
        #expect(pages[1].contains("41.0") && !pages[1].contains("38.9"))
        #expect(
            pages[2].contains("36.6")
                && SheetTests.count("<tr class=\"day missing\"", in: pages[2]) == 13)
        #expect(
            html.contains(
                "<title>Health checks – hana, me, ken – 16–29 Nov</title>"))
    }

    @Test func everyoneIsEachPersonWithAReadingOrAProfile() {
        sandbox.run("people", "set", "sora", "--display-name", "山田 空", "--school", "桜小学校")
        let result = sheet("--everyone", environment: ["TEMPLOG_WHO": "hana"])
        #expect(result.status == 0)
        #expect(
            Self.pages(result.output) == [
                "sheet-1 me", "sheet-2 hana", "sheet-3 ken", "sheet-4 山田 空",
            ])
        #expect(result.output.contains("<title>Health checks – me and 3 more – 16–29 Nov</title>"))
        // A person with a profile and no reading yet has a page to fill in by hand.
        let sora = sheet("--who", "sora")
        #expect(sora.status == 0)
        #expect(SheetTests.count("<tr class=\"day missing\"", in: sora.output) == 14)
    }

    @Test func everyoneInAnEmptyStoreIsTheOwnersBlankSheet() {
        sandbox.directory.write("readings.jsonl", "")
        #expect(Self.pages(sheet("--everyone").output) == ["sheet-1 me"])
    }

    @Test(arguments: [
        (
            ["--everyone", "--who", "hana"], Int32(64),
            "Error: '--everyone' and '--who' cannot be used together"
        ),
        (
            ["--who", "hana", "--who", "hanna"], 1,
            "Error: no readings for 'hanna'; the store has: me, hana, ken"
        ),
    ])
    func aBadChoiceOfPeopleWritesNothing(arguments: [String], status: Int32, message: String) {
        let result = sandbox.run(["sheet"] + arguments)
        #expect(result.status == status)
        #expect(result.output == "")
        #expect(result.error.hasPrefix(message + "\n"), "\(result.error)")
    }

    // MARK: - Item 5: the title

    @Test func theTitleNamesTheFormThePersonAndTheDaysWithoutASlashOrADash() {
        sandbox.run("people", "set", "hana", "--display-name", "山田 花子", "--school", "桜小学校")
        let japanese = sheet("--who", "hana", "--lang", "ja", "--since", "11/7", "--until", "11/20")
        #expect(japanese.output.contains("<title>健康観察カード（山田 花子、11月7日〜20日）</title>"))
        let english = sheet("--who", "hana", "--since", "11/7", "--until", "11/20")
        #expect(english.output.contains("<title>Health check – 山田 花子 – 7–20 Nov</title>"))
        let both = sheet("--who", "hana", "--who", "me", "--lang", "ja")
        #expect(
            both.output.contains(
                "<title>健康観察カード・体調チェック表（山田 花子・本人、11月16日〜29日）</title>"))
    }

    @Test(arguments: [
        ("2026-11-20", "2026-11-20", "20 Nov", "11月20日"),
        ("2026-11-07", "2026-11-20", "7–20 Nov", "11月7日〜20日"),
        ("2026-11-25", "2026-12-08", "25 Nov – 8 Dec", "11月25日〜12月8日"),
        ("2026-12-25", "2027-01-07", "25 Dec 2026 – 7 Jan 2027", "2026年12月25日〜2027年1月7日"),
    ])
    func theTitlesDaysAreShortAndSayTheYearOnlyWhenItChanges(
        first: String, last: String, english: String, japanese: String
    ) {
        let period = SheetDocument.titlePeriod(
            LocalDate.parse(iso: Substring(first))!, LocalDate.parse(iso: Substring(last))!)
        #expect(period == Spelling(en: english, ja: japanese))
        #expect(!japanese.contains("/") && !japanese.contains("–"))
    }
}
