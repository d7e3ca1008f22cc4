import Foundation
import Testing

@testable import TempLogCore

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
        #expect(added.output.hasSuffix("\nFever: 37.9 °C is at or above the threshold of 37.5 °C.\n"))
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
        #expect(usage.error.hasPrefix("Error: Unknown option '--bogus'\nUsage: templog add <temperature>"))
        let data = try runBinary(["add", "365"], environment: environment)
        #expect(data.status == 65)
        #expect(data.error.hasSuffix("Did you mean 36.5?\n"))
        var missing = environment
        missing["TEMPLOG_FILE"] = directory.file("no/such/dir/readings.jsonl")
        #expect(try runBinary(["add", "36.5"], environment: missing).status == 73)
        #expect(!FileManager.default.fileExists(atPath: directory.file("readings.jsonl")))
    }

    /// Eight processes add 20 readings each, a third of them back-dated so that inserts
    /// (rewrites) race appends; every reading must land once, valid and in order.
    @Test func concurrentWritersLoseNothing() throws {
        let writers = 8
        let perWriter = 20
        var processes: [Process] = []
        for writer in 0..<writers {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = [
                "-c",
                """
                i=0
                while [ $i -lt \(perWriter) ]; do
                  if [ $((i % 3)) -eq 0 ]; then at="2026-11-2$((i % 8)) 0$((i % 10)):\(10 + writer)"; else at=now; fi
                  "$0" add 36.$((i % 10)) --at "$at" --note "writer \(writer) #$i" || exit 1
                  i=$((i + 1))
                done
                """,
                builtTemplog().path,
            ]
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            processes.append(process)
        }
        for process in processes {
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        let lines = try #require(directory.read("readings.jsonl")).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == "")
        let readings = lines.dropLast().compactMap { line in
            Array(line.utf8).withUnsafeBufferPointer { ReadingLine.decode($0) }
        }
        #expect(readings.count == writers * perWriter)
        #expect(lines.count - 1 == writers * perWriter)
        #expect(Set(readings.map(\.id)).count == writers * perWriter)
        #expect(Set(readings.compactMap(\.note)).count == writers * perWriter)
        let instants = readings.map(\.takenAt.secondsSince1970)
        #expect(instants == instants.sorted())
    }
}
