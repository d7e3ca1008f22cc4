import Foundation
import TempLogCore
import TestSupport
import Testing

/// Runs the built `templog` binary, for what only a real process shows: exit status, stdout
/// and stderr as separate streams, and several processes writing one store at once.
@Suite struct EndToEndTests {
    let directory = TemporaryDirectory()
    var environment: [String: String] {
        [
            "TZ": "Asia/Tokyo",
            "TEMPLOG_NOW": "2026-11-29T07:31:00+09:00",
            "TEMPLOG_FILE": directory.file("readings.jsonl"),
            "HOME": directory.file("home"),
        ]
    }

    @Test func theBinaryRecordsReviewsAndExports() throws {
        let added = try runBinary(["add", "37.9", "--who", "hana"], environment: environment)
        #expect(added.status == 0)
        #expect(added.output.hasPrefix("Recorded 37.9 °C for hana at 07:31 (Sun 29 Nov) · id "))
        #expect(
            added.output.hasSuffix("\nFever: 37.9 °C is at or above the threshold of 37.5 °C.\n"))
        let recent = try runBinary(["recent"], environment: environment)
        #expect(recent.status == 0)
        #expect(recent.output.hasPrefix("DATE            TIME   TEMP     FEVER  WHO   ID"))
        let export = try runBinary(["export", "--no-header"], environment: environment)
        #expect(export.output.hasPrefix("2026-11-29,07:31,37.9,100.2,true,,hana,,"))
    }

    @Test func exitStatusesFollowSysexits() throws {
        #expect(try runBinary(["--version"], environment: environment).status == 0)
        #expect(try runBinary([], environment: environment).status == 0)
        let usage = try runBinary(["add", "--bogus"], environment: environment)
        #expect(usage.status == 64)
        #expect(usage.output == "")
        #expect(
            usage.error.hasPrefix(
                "Error: Unknown option '--bogus'\nUsage: templog add [<temperature>]"))
        let data = try runBinary(["add", "365"], environment: environment)
        #expect(data.status == 65)
        #expect(data.error.hasSuffix("Did you mean 36.5?\n"))
    }
}
