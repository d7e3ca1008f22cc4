import TestSupport
import Testing

/// `templog episode --sheet`: the course as one page of HTML on stdout, in the language and on
/// the paper asked, with the person's school from their profile; what it refuses.
@Suite struct EpisodeSheetTests {
    /// Sunday evening after the week.
    let sandbox = Sandbox(now: "2026-11-22T20:00:00+09:00")

    func seed() {
        for (time, value) in EpisodeCommandTests.week {
            sandbox.run("add", value, "--who", "hana", "--at", time)
        }
        sandbox.run(
            "add", "36.5", "--who", "hana", "--at", "2026-11-22 07:00", "--note", "<ok> & well")
        for time in EpisodeCommandTests.doses {
            sandbox.run("dose", "カロナール", "200mg", "--who", "hana", "--at", time)
        }
        sandbox.run(
            "people", "set", "hana", "--display-name", "山田 花子", "--school", "さくら小学校",
            "--class", "3年2組", "--number", "15")
    }

    @Test func theSheetIsOnePageInJapaneseWithTheRulesDays() {
        seed()
        let result = sandbox.run(
            "episode", "--who", "hana", "--rule", "influenza", "--sheet", "--lang", "ja",
            "--paper", "b5")
        #expect(result.status == 0)
        #expect(result.error == "")
        let html = result.output
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"ja\">"))
        #expect(html.contains("<title>発熱の経過（山田 花子、11月16日〜22日）</title>"))
        #expect(html.contains("@page { size: 182mm 257mm;"))
        #expect(html.contains("<h1>発熱の経過（山田 花子）</h1>"))
        for (label, value) in [
            ("氏名", "山田 花子"), ("学校名", "さくら小学校"), ("学年・組・番", "3年2組 15番"),
            ("発症日", "2026/11/16(月)"), ("解熱日", "2026/11/19(木)"),
            ("最高体温", "39.1℃（11/17(火) 13:10）"), ("発熱の目安", "37.5℃"),
            ("出席停止の期間（目安）", "2026/11/16(月)〜2026/11/21(土)"),
            ("登校できる日（目安）", "2026/11/22(日)"),
        ] {
            #expect(html.contains("<div><dt>\(label)</dt><dd>\(value)</dd></div>"), "\(label)")
        }
        #expect(html.contains("学校保健安全法施行規則 第 19 条"))
        #expect(
            html.contains(
                "<th scope=\"row\">11/17(火)<br><span class=\"number\">1 日目</span></th>"
                    + "<td class=\"readings\"><span class=\"fever\">07:00 38.9</span>、"))
        #expect(
            html.contains(
                "<td class=\"doses\"><div>解熱剤 13:30 カロナール 200mg</div>"
                    + "<div>解熱剤 21:00 カロナール 200mg</div></td>"))
        #expect(html.contains("<td class=\"marks\">解熱日</td>"))
        #expect(html.contains("<td class=\"marks\">解熱後 3 日目、登校できる日</td>"))
        #expect(html.contains("<td class=\"note\">07:00 &lt;ok&gt; &amp; well</td>"))
        #expect(html.contains("<span class=\"label\">保護者氏名</span>"))
    }

    @Test func thePaperFollowsTheLocaleAsTheSheetsDoes() {
        seed()
        let letter = sandbox.run(
            ["episode", "--who", "hana", "--sheet"],
            environment: ["TEMPLOG_LANG": "en", "LANG": "en_US.UTF-8"])
        #expect(letter.status == 0)
        #expect(letter.output.contains("@page { size: letter portrait;"))
        #expect(letter.output.contains("<title>Fever course – 山田 花子 – 16–22 Nov</title>"))
        #expect(!letter.output.contains("First day back"))
    }

    @Test func withoutAFeverThereIsNoPageAndTheAnswerGoesToStandardError() {
        sandbox.run("add", "36.5", "--who", "hana", "--at", "2026-11-22 07:00")
        let result = sandbox.run("episode", "--who", "hana", "--sheet")
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.error.contains("hana"))
    }

    @Test(arguments: [["--paper", "a4"], ["--lang", "ja"]])
    func paperAndLanguageNeedTheSheet(option: [String]) {
        seed()
        let result = sandbox.run(["episode", "--who", "hana"] + option)
        #expect(result.status == 64)
        #expect(result.output == "")
        #expect(
            result.error.hasPrefix("Error: '\(option[0])' is used only with '--sheet'\n"),
            "\(result.error)")
    }
}
