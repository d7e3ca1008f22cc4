import Foundation
import TempLogCore
import TestSupport
import Testing

/// A change is made only after its journal entry is durable (issue 30, item 8): when the entry
/// cannot be written, no kind of change is made — never one `undo` cannot take back.
@Suite struct JournalFirstTests {
    let sandbox = Sandbox()

    /// The files a change may touch, and each one's text (nil when missing).
    var files: [String: String?] {
        Dictionary(
            uniqueKeysWithValues: [
                "readings.jsonl", "readings.jsonl.journal", "readings.jsonl.cycles",
                "readings.jsonl.people",
            ].map { ($0, sandbox.directory.read($0)) })
    }

    var directoryListing: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: sandbox.directory.path).sorted())
            ?? []
    }

    /// A store of three readings with a cycle mark and a profile beside it, every change of
    /// them journalled, and three files to import (the last an Apple Health export whose days
    /// of flow mark a cycle start).
    init() {
        sandbox.directory.write(
            "readings.jsonl",
            [
                #"{"id":"aaaaaaaaaaa1","takenAt":"2026-11-27T07:00:00+09:00","celsius":36.5,"unit":"C","recordedAt":"2026-11-27T07:00:00+09:00"}"#,
                #"{"id":"aaaaaaaaaaa2","takenAt":"2026-11-28T07:00:00+09:00","celsius":36.6,"unit":"C","recordedAt":"2026-11-28T07:00:00+09:00","who":"hana"}"#,
            ].map { $0 + "\n" }.joined())
        sandbox.directory.write(
            "more.jsonl",
            #"{"id":"bbbbbbbbbbb1","takenAt":"2026-11-26T07:00:00+09:00","celsius":36.4,"unit":"C","recordedAt":"2026-11-26T07:00:00+09:00"}"#
                + "\n")
        sandbox.directory.write(
            "fix.jsonl",
            #"{"id":"aaaaaaaaaaa2","takenAt":"2026-11-28T06:30:00+09:00","celsius":36.9,"unit":"C","recordedAt":"2026-11-28T07:00:00+09:00","who":"hana"}"#
                + "\n")
        sandbox.directory.write(
            "export.xml",
            #"<HealthData><Record type="HKQuantityTypeIdentifierBodyTemperature" unit="degC" startDate="2026-11-25 07:00:00 +0900" value="36.6"/>"#
                + #"<Record type="HKCategoryTypeIdentifierMenstrualFlow" startDate="2026-10-05 00:00:00 +0900" value="HKCategoryValueMenstrualFlowLight"/></HealthData>"#
                + "\n")
        for arguments in [
            ["add", "37.9", "--at", "yesterday 21:00"], ["cycle", "start", "--at", "2026-11-01"],
            ["people", "set", "hana", "--display-name", "花子"],
        ] {
            let result = sandbox.run(arguments)
            precondition(result.status == 0, "setup \(arguments): \(result.error)")
        }
    }

    static let changes: [[String]] = [
        ["add", "36.6"],
        ["add", "36.6", "--at", "2026-11-27 12:00"],
        ["delete", "aaaaaaaaaaa1"],
        ["import", "more.jsonl"],
        ["import", "fix.jsonl", "--update"],
        ["import", "export.xml"],
        ["cycle", "start", "--at", "2026-11-20"],
        ["cycle", "remove", "--at", "2026-11-01"],
        ["people", "set", "hana", "--class", "3年2組"],
        ["people", "unset", "hana", "display-name"],
    ]

    @Test(arguments: changes)
    func aChangeWhoseJournalEntryCannotBeWrittenIsNotMade(arguments: [String]) {
        let before = files
        let listing = directoryListing
        let changes = sandbox.run("undo", "--list").output
        let resolved = arguments.map {
            $0.hasSuffix(".jsonl") || $0.hasSuffix(".xml") ? sandbox.directory.file($0) : $0
        }
        let result = sandbox.run(
            resolved, environment: ["TEMPLOG_TEST_FAIL_AT": "before-journal-write"])
        #expect(result.status == 74)
        #expect(result.output == "")
        #expect(
            result.error
                == "Error: cannot write to the undo journal '\(sandbox.storePath).journal', so nothing was changed: Input/output error\n"
        )
        #expect(files == before)
        #expect(directoryListing == listing)
        #expect(sandbox.run("undo", "--list").output == changes)
        // The same change goes through once the journal can be written, and undo takes it back.
        #expect(sandbox.run(resolved).status == 0)
        #expect(files != before)
        #expect(sandbox.run("undo").status == 0)
        #expect(files == before)
    }

    /// In Japanese, the same one line.
    @Test func theLineSaysSoInJapanese() {
        let result = sandbox.run(
            ["add", "36.6"],
            environment: ["TEMPLOG_TEST_FAIL_AT": "before-journal-write", "LANG": "ja_JP.UTF-8"])
        #expect(result.status == 74)
        #expect(
            result.error
                == "エラー: 取り消し履歴「\(sandbox.storePath).journal」に書き込めないため、何も変更していません（入出力エラーが起きました）。\n"
        )
    }
}
