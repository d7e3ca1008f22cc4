import Foundation
import TempLogCore
import TestSupport
import Testing

/// A journal as the templog before this one wrote it, with a store and the files beside it
/// (`Tests/Fixtures/older-journal/`): every kind of change (a repair, adds appended and
/// inserted, a delete, an import, an import --update, cycle marks started and removed, two
/// profile changes, an `undo --skip` and an add cut short after its journal entry), each entry
/// with every kind's members (`"added":[]`…) and removed lines with their offsets. People
/// upgrade with such a journal on disk: it is read, listed and undone as before.
@Suite struct OlderJournalTests {
    let sandbox = Sandbox()

    static let names = [
        "readings.jsonl", "readings.jsonl.journal", "readings.jsonl.cycles",
        "readings.jsonl.people",
    ]

    init() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/older-journal")
        for name in Self.names {
            let text = try String(
                contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
            sandbox.directory.write(name, text)
        }
    }

    @Test func undoListShowsEveryChangeOfIt() {
        let list = sandbox.run("undo", "--list")
        #expect(list.status == 0)
        #expect(list.error == "")
        #expect(
            list.output == """
                1. 07:31 (Sun 29 Nov): added 38.0 °C at 07:31 (Sun 29 Nov) · id 02b0eb
                2. 07:31 (Sun 29 Nov): skipped with undo --skip: added 37.0 °C for 山田 花子 at 07:20 (Sun 29 Nov) · id ebdfbd
                3. 07:31 (Sun 29 Nov): profile of 山田 花子 changed
                4. 07:31 (Sun 29 Nov): profile of 山田 花子 changed
                5. 07:31 (Sun 29 Nov): removed the mark of Sun 1 Nov as day 1 of a cycle
                6. 07:31 (Sun 29 Nov): marked Fri 20 Nov as day 1 of a cycle
                7. 07:31 (Sun 29 Nov): marked Sun 1 Nov as day 1 of a cycle
                8. 07:31 (Sun 29 Nov): updated 1 reading and added 1 from fix.jsonl
                9. 07:31 (Sun 29 Nov): imported 2 readings from more.jsonl
                10. 07:31 (Sun 29 Nov): deleted 36.5 °C at 07:00 (Thu 26 Nov) · id 5eed00
                11. 07:31 (Sun 29 Nov): added 36.4 °C at 07:10 (Sat 28 Nov) · id d424ec
                12. 07:31 (Sun 29 Nov): added 36.5 °C at 06:50 (Sun 29 Nov) · id 47ca21
                13. 07:31 (Sun 29 Nov): check --repair (cannot be undone; undo stops here)

                """)
        #expect(!sandbox.run("check").output.contains("a damaged undo journal entry"))
    }

    /// A change made now is undone first; then every change of the older journal in turn, as
    /// the templog that wrote it undid them, down to the repair undo cannot cross.
    @Test func undoTakesBackANewChangeThenEveryOlderOneInTurn() {
        #expect(sandbox.run("add", "36.8", "--at", "07:25").status == 0)
        let first = sandbox.run("undo")
        #expect(first.output.hasPrefix("Removed 36.8 °C at 07:25 (Sun 29 Nov) · id "))
        #expect(first.error == "")
        let expected: [(output: String, error: String)] = [
            (
                "Put the profile of 花子 back as it was\n",
                "note: passed over the add of 07:31 (Sun 29 Nov): it never reached the store (interrupted)\n"
            ),
            ("Put the profile of hana back as it was\n", ""),
            ("Marked Sun 1 Nov as day 1 of a cycle.\n", ""),
            ("Removed the mark of Fri 20 Nov as day 1 of a cycle.\n", ""),
            ("Removed the mark of Sun 1 Nov as day 1 of a cycle.\n", ""),
            (
                "Put back 1 reading as before the update from fix.jsonl at 07:31 (Sun 29 Nov), and removed the 1 it added\n",
                ""
            ),
            ("Removed the 2 readings imported from more.jsonl at 07:31 (Sun 29 Nov)\n", ""),
            ("Brought back 36.5 °C at 07:00 (Thu 26 Nov) · id 5eed00\n", ""),
            ("Removed 36.4 °C at 07:10 (Sat 28 Nov) · id d424ec\n", ""),
            ("Removed 36.5 °C at 06:50 (Sun 29 Nov) · id 47ca21\n", ""),
        ]
        for step in expected {
            let undo = sandbox.run("undo")
            #expect(undo.status == 0, "\(undo.error)")
            #expect(undo.output == step.output)
            #expect(undo.error == step.error)
        }
        let last = sandbox.run("undo")
        #expect(last.status == 65)
        #expect(
            last.error
                == "Error: the last change was 'check --repair' at 2026-11-29 07:31, which cannot be undone\n"
        )
        // The store as before every change after the repair, but the add undo --skip passed by.
        #expect(
            sandbox.store == """
                {"id":"5eed00000001","takenAt":"2026-11-26T07:00:00+09:00","celsius":36.5,"unit":"C","recordedAt":"2026-11-26T07:00:00+09:00"}
                {"id":"5eed00000002","takenAt":"2026-11-27T07:00:00+09:00","celsius":36.7,"unit":"C","recordedAt":"2026-11-27T07:00:00+09:00","who":"hana"}
                {"id":"5eed00000003","takenAt":"2026-11-28T21:00:00+09:00","celsius":37.9,"unit":"C","recordedAt":"2026-11-28T21:00:00+09:00","note":"after dinner"}
                {"id":"ebdfbd28c1ce","takenAt":"2026-11-29T07:20:00+09:00","celsius":37.1,"unit":"C","recordedAt":"2026-11-29T07:31:00+09:00","who":"hana","note":"ｾｷ"}

                """)
        #expect(sandbox.directory.read("readings.jsonl.cycles") == "")
        #expect(sandbox.directory.read("readings.jsonl.people") == "")
    }
}
