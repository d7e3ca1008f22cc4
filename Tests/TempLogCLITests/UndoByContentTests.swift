import Foundation
import TempLogCore
import TestSupport
import Testing

@testable import TempLogCLI

/// `undo` works by content (issue 19, items 1, 2 and 4): it finds the lines a change added by
/// id and bytes, refuses without eating history, and never trusts a journal entry that does
/// not describe the store.
@Suite struct UndoByContentTests {
    let sandbox = Sandbox()

    func add(_ arguments: String...) -> String {
        let result = sandbox.run(["add"] + arguments)
        #expect(result.status == 0, "\(result.error)")
        return String(result.output.prefix { $0 != "\n" }.suffix(6))
    }

    var journal: String? { sandbox.directory.read("readings.jsonl.journal") }

    /// Item 1: two adds, the second edited by hand. Each undo refuses the same way, naming
    /// the line, and keeps the journal; history is gone only by `undo --skip`.
    @Test func aRefusedUndoEatsNoHistory() {
        let early = add("36.5", "--at", "06:50")
        _ = add("36.6", "--at", "07:20")
        let edited = (sandbox.store ?? "").replacing(#""celsius":36.6"#, with: #""celsius":37.6"#)
        sandbox.directory.write("readings.jsonl", edited)
        let journalBefore = journal
        let first = sandbox.run("undo")
        let second = sandbox.run("undo")
        for refused in [first, second] {
            #expect(refused.status == 65)
            #expect(
                refused.error.hasPrefix(
                    "Error: the store no longer shows the last change (add 2026-11-29 07:31): line 2 holds reading "
                ))
            #expect(
                refused.error.hasSuffix(
                    ", but not as that change wrote it (edited by hand?); nothing was undone ('templog undo --skip' moves past this change)\n"
                ))
        }
        #expect(second.error == first.error)
        #expect(journal == journalBefore)
        #expect(sandbox.store == edited)
        #expect(sandbox.run("undo", "--list").output.split(separator: "\n").count == 2)

        let skipped = sandbox.run("undo", "--skip")
        #expect(skipped.status == 0)
        #expect(
            skipped.output
                == "Skipped the add of 07:31 (Sun 29 Nov); the store is unchanged, and undo now looks at the change before it.\n"
        )
        #expect(sandbox.store == edited)
        let list = sandbox.run("undo", "--list").output
        #expect(list.hasPrefix("1. 07:31 (Sun 29 Nov): skipped with undo --skip: added 36.6 °C"))
        #expect(
            list.contains(
                "2. 07:31 (Sun 29 Nov): added 36.5 °C at 06:50 (Sun 29 Nov) · id \(early)"))
        #expect(sandbox.run("undo").output.hasPrefix("Removed 36.5 °C at 06:50 (Sun 29 Nov)"))
        #expect(sandbox.readings.count == 1)
        #expect(sandbox.store?.contains(#""celsius":37.6"#) == true)
        #expect(sandbox.run("undo").error.hasPrefix("Error: there is no record of earlier changes"))
    }

    /// Item 2: a reading appended by hand after an `add` does not block its undo, which
    /// removes exactly the line it added.
    @Test func undoOfAnAddRemovesItsLineWhateverWasAppendedAfterIt() {
        let first = add("36.5", "--at", "07:00")
        let added = add("36.6", "--at", "07:10")
        let synced =
            #"{"id":"5ca1ab1e0001","takenAt":"2026-11-29T07:20:00+09:00","celsius":36.8,"unit":"C","recordedAt":"2026-11-29T07:20:00+09:00"}"#
        sandbox.directory.write("readings.jsonl", (sandbox.store ?? "") + synced + "\n")
        let undo = sandbox.run("undo")
        #expect(undo.status == 0, "\(undo.error)")
        #expect(undo.output.hasPrefix("Removed 36.6 °C at 07:10 (Sun 29 Nov) · id \(added)"))
        #expect(sandbox.readings.map(\.shortID) == [first, "5ca1ab"])
        #expect(sandbox.store?.hasSuffix(synced + "\n") == true)
    }

    /// Item 4: a journal entry for an `add` that added nothing, with a smaller size before, is
    /// refused: the store is not truncated and keeps every line.
    @Test func aDamagedOrImplausibleEntryIsRefusedAndTheStoreKept() {
        _ = add("36.5", "--at", "07:00")
        let store = sandbox.store
        sandbox.directory.write(
            "readings.jsonl.journal",
            (journal ?? "")
                + #"{"seq":2,"change":"add","at":"2026-11-29T07:40:00+09:00","sizeBefore":5,"sizeAfter":200,"appended":true,"added":[],"removed":[],"files":[]}"#
                + "\n")
        let refused = sandbox.run("undo")
        #expect(refused.status == 65)
        #expect(
            refused.error
                == "Error: line 2 of '\(sandbox.storePath).journal' does not describe a change templog could have made (edited or damaged?); nothing was undone ('templog undo --skip' moves past it)\n"
        )
        #expect(sandbox.store == store)
        sandbox.directory.write("readings.jsonl.journal", (journal ?? "") + "{\"seq\n")
        let damaged = sandbox.run("undo")
        #expect(damaged.status == 65)
        #expect(
            damaged.error.hasPrefix("Error: line 3 of '\(sandbox.storePath).journal' is damaged"))
        #expect(sandbox.store == store)
        let check = sandbox.run("check")
        #expect(check.status == 65)
        #expect(
            check.output.contains(
                "  \(sandbox.storePath).journal:2: a damaged undo journal entry\n"))
        #expect(
            check.output.contains(
                "  \(sandbox.storePath).journal:3: a damaged undo journal entry\n"))
    }

    /// The added line is matched by id and bytes: a reading with the same id but other bytes
    /// (a duplicate edited by hand) is never the one removed.
    @Test func anUndoneImportLeavesEveryLineItDidNotWrite() throws {
        let file = sandbox.directory.file("more.jsonl")
        try
            (#"{"id":"1mp0r7000001","takenAt":"2026-11-28T07:00:00+09:00","celsius":36.7,"unit":"C","recordedAt":"2026-11-28T07:00:00+09:00"}"#
            + "\n").write(toFile: file, atomically: false, encoding: .utf8)
        _ = add("36.5", "--at", "07:00")
        #expect(sandbox.run("import", file).status == 0)
        let undo = sandbox.run("undo")
        #expect(undo.status == 0, "\(undo.error)")
        #expect(sandbox.readings.count == 1)
        #expect(sandbox.store?.contains("1mp0r7") == false)
    }

    /// Item 10: bidirectional overrides and isolates are refused in a new note, like control
    /// characters, and nothing is stored.
    @Test(arguments: ["\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}"])
    func aNoteWithABidiControlIsRefused(control: String) {
        let result = sandbox.run("add", "36.5", "--note", "bidi\(control)gnp.exe")
        #expect(result.status == 65)
        let code = String(control.unicodeScalars.first!.value, radix: 16, uppercase: true)
        #expect(
            result.error
                == "Error: --note: the note contains a bidirectional control character (U+\(code)), which can make text read as something else; a note is one line of plain text\n"
        )
        #expect(sandbox.store == nil)
    }

    /// Item 8: a line of 10 MB is read like any other: skipped with one warning by readers
    /// (it is not a valid reading: its note is too long), the readings around it shown.
    @Test func aHugeLineIsReadAndPassedOver() {
        let reading =
            #"{"id":"aaaaaa111111","takenAt":"2026-11-27T07:30:00+09:00","celsius":36.4,"unit":"C","recordedAt":"2026-11-27T07:30:00+09:00"}"#
        let huge =
            #"{"id":"bbbbbb222222","takenAt":"2026-11-28T07:30:00+09:00","celsius":36.6,"unit":"C","recordedAt":"2026-11-28T07:30:00+09:00","note":""#
            + String(repeating: "x", count: 10_000_000) + "\"}"
        sandbox.directory.write("readings.jsonl", reading + "\n" + huge + "\n")
        let recent = sandbox.run("recent")
        #expect(recent.status == 0)
        #expect(recent.output.contains("36.4"))
        #expect(sandbox.run("add", "36.8").status == 0)
        let export = sandbox.run("export")
        #expect(export.status == 0)
        #expect(export.output.contains("36.8"))
    }

    /// The journal holds the only copy of deleted lines: with the store file gone, undo
    /// refuses and keeps the entry rather than saying it brought them back.
    @Test func undoOfADeleteWithTheStoreGoneKeepsTheDeletedLines() throws {
        #expect(sandbox.run("add", "36.5", "--at", "07:00").status == 0)
        let id = String(try #require(sandbox.readings.first).id.prefix(6))
        #expect(sandbox.run("delete", id).status == 0)
        let journal = sandbox.directory.read("readings.jsonl.journal")
        #expect(unlink(sandbox.storePath) == 0)
        let undo = sandbox.run("undo")
        #expect(undo.status == 74)
        #expect(undo.error.hasPrefix("Error: cannot read '\(sandbox.storePath)'"))
        #expect(sandbox.directory.read("readings.jsonl.journal") == journal)
    }
}
