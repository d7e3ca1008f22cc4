import Foundation
import TempLogCore
import TestSupport
import Testing

/// The built binary in the locales its people use: the United States (°F, 12-hour times) and
/// Japan (Japanese text, 36度5分), set through `LANG` and `LC_MEASUREMENT` as a shell sets them.
@Suite struct LocaleTests {
    let directory = TemporaryDirectory()

    func environment(_ locale: [String: String]) -> [String: String] {
        [
            "TZ": "America/New_York",
            "TEMPLOG_NOW": "2026-11-29T07:31:00-05:00",
            "TEMPLOG_FILE": directory.file("readings.jsonl"),
            "HOME": directory.file("home"),
        ].merging(locale) { $1 }
    }

    @Test func anAmericanReadsFahrenheitAndTypesTwelveHourTimes() throws {
        let us = environment(["LANG": "en_US.UTF-8"])
        let added = try runBinary(["add", "100.4", "--at", "7:05 am"], environment: us)
        #expect(added.status == 0)
        #expect(added.output.hasPrefix("Recorded 100.4 °F at 07:05 (Sun 29 Nov) · id "))
        #expect(
            added.output.hasSuffix("\nFever: 100.4 °F is at or above the threshold of 100.4 °F.\n"))
        let recent = try runBinary(["recent"], environment: us)
        #expect(recent.output.contains("07:05  100.4 °F  fever"))
        let celsius = try runBinary(
            ["recent"], environment: us.merging(["LC_MEASUREMENT": "de_DE.UTF-8"]) { $1 })
        #expect(celsius.output.contains("07:05  38.0 °C  fever"))
        // The CSV gives the verdict the screens give, and the threshold it used.
        let exported = try runBinary(["export", "--csv"], environment: us).output
        #expect(exported.contains("\n2026-11-29,07:05,38.0,100.4,true,"))
        let row = exported.split(separator: "\n").last?.split(
            separator: ",", omittingEmptySubsequences: false)
        #expect(
            row?.suffix(5).first == "body"
                && row?.suffix(3).elementsEqual(["38.0", "", ""]) == true)
    }

    @Test func aJapaneseUserTypesTheWayTheyWrite() throws {
        let ja = environment([
            "LANG": "ja_JP.UTF-8", "TZ": "Asia/Tokyo", "TEMPLOG_NOW": "2026-11-29T07:31:00+09:00",
        ])
        let added = try runBinary(["add", "36度5分", "--at", "昨日 7時半"], environment: ja)
        #expect(added.status == 0)
        #expect(added.output.hasPrefix("36.5℃ を記録しました"))
        let store = try String(contentsOfFile: directory.file("readings.jsonl"), encoding: .utf8)
        #expect(store.contains(#""takenAt":"2026-11-28T07:30:00+09:00","celsius":36.5"#))
        let refused = try runBinary(["add", "36.5", "--at", "25時"], environment: ja)
        #expect(refused.status == 65)
        #expect(refused.error.hasPrefix("エラー: "))
        #expect(
            try String(contentsOfFile: directory.file("readings.jsonl"), encoding: .utf8) == store)
    }
}
