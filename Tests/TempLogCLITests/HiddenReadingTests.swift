import Foundation
import TempLogCore
import TestSupport
import Testing

/// Nothing a person typed or edited is hidden: a store line's free text never decides whether
/// it is a reading, and a byte order mark an editor wrote is read past.
@Suite struct HiddenReadingTests {
    let sandbox = Sandbox(now: "2026-11-29T08:00:00+09:00")

    static func line(_ id: String, _ time: String, _ celsius: String, _ rest: String = "") -> String
    {
        #"{"id":"\#(id)","takenAt":"2026-11-28T\#(time):00+09:00","celsius":\#(celsius),"#
            + #""unit":"C","recordedAt":"2026-11-28T\#(time):00+09:00"\#(rest)}"#
    }

    /// A 37.8 °C fever whose note a hand edit left padded, a name with a trailing space, and
    /// JSONTestSuite's `y_string_space` and `y_string_simple_ascii` spliced into notes.
    static let paddedLines = [
        line("aaaa00000001", "07:00", "37.8", #","note":" padded ""#),
        line("aaaa00000002", "08:00", "36.5", #","who":"hana ","note":"tab\there\u2028x""#),
        line("aaaa00000003", "09:00", "36.6", #","note":" ""#),
        line("aaaa00000004", "10:00", "36.7", #","note":"asd ""#),
    ]

    @Test func aFeverWithAPaddedNoteIsInEveryReportAndRepairCleansItInPlace() {
        sandbox.directory.write("readings.jsonl", Self.paddedLines.joined(separator: "\n") + "\n")
        chmod(sandbox.storePath, 0o600)
        let recent = sandbox.run("recent")
        #expect(recent.error == "")
        expectSnapshot(recent.output, named: "recent-padded-notes")
        let export = sandbox.run("export", "--csv", "--no-header").output
        #expect(export.contains(",37.8,100.0,true,,,padded,aaaa00000001,"))
        #expect(export.contains(",36.5,97.7,false,,hana,tab here x,aaaa00000002,"))
        let report = sandbox.run("report", "--date", "2026-11-28", "--text", "--who", "me")
        #expect(report.output.contains("37.8 °C (fever)"))
        let check = sandbox.run("check")
        #expect(check.status == 65)
        #expect(
            check.output == """
                \(sandbox.storePath): 4 readings, 5 problems:
                  line 1: the note ' padded ' has padding or control characters; it is shown as 'padded' and a repair writes that
                  line 2: the name 'hana ' has padding or control characters; it is shown as 'hana' and a repair writes that
                  line 2: the note 'tab?here?x' has padding or control characters; it is shown as 'tab here x' and a repair writes that
                  line 3: the note ' ' is only spaces or control characters; it is shown without a note and a repair removes it
                  line 4: the note 'asd ' has padding or control characters; it is shown as 'asd' and a repair writes that
                Run 'templog check --repair' to fix them (unreadable lines are kept in a .rejected file).

                """)
        let repair = sandbox.run("check", "--repair")
        #expect(repair.status == 0)
        #expect(repair.output.contains("  - cleaned the note or name of 4 readings\n"))
        #expect(!repair.output.contains("moved"))
        #expect(
            sandbox.store
                == [
                    Self.line("aaaa00000001", "07:00", "37.8", #","note":"padded""#),
                    Self.line(
                        "aaaa00000002", "08:00", "36.5", #","who":"hana","note":"tab here x""#),
                    Self.line("aaaa00000003", "09:00", "36.6"),
                    Self.line("aaaa00000004", "10:00", "36.7", #","note":"asd""#),
                ].joined(separator: "\n") + "\n")
        #expect(sandbox.run("check").status == 0)
        #expect(sandbox.run("recent").output == recent.output)
    }

    @Test func aNoteOverTheLimitIsShownWholeAndRepairKeepsIt() {
        let long = String(repeating: "あ", count: 501)
        let stored = Self.line("aaaa00000001", "07:00", "38.1", #","note":"\#(long)""#)
        sandbox.directory.write("readings.jsonl", stored + "\n")
        chmod(sandbox.storePath, 0o600)
        #expect(sandbox.run("export", "--csv", "--no-header").output.contains(long))
        let check = sandbox.run("check")
        #expect(check.status == 65)
        #expect(
            check.output.contains(
                "  line 1: the note '\(long)' is over 500 characters; it is shown whole and a repair keeps it (shorten it by hand)\n"
            ))
        // Nothing a person wrote is cut: the line stays, and check keeps saying so.
        #expect(sandbox.run("check", "--repair").status == 65)
        #expect(sandbox.store == stored + "\n")
    }

    @Test func aWhoThatNamesTheOwnerIsTheOwnersReading() {
        let stored = Self.line("aaaa00000001", "07:00", "36.5", #","who":"ME","future":[1]"#)
        sandbox.directory.write("readings.jsonl", stored + "\n")
        #expect(sandbox.run("recent", "--who", "me").output.contains("aaaa00"))
        #expect(
            sandbox.run("check").output.contains(
                "  line 1: the name 'ME' names the store's owner; the reading is shown as yours and a repair removes 'who'\n"
            ))
        #expect(sandbox.run("check", "--repair").status == 0)
        #expect(
            sandbox.store == Self.line("aaaa00000001", "07:00", "36.5", #","future":[1]"#) + "\n")
    }

    @Test func aSkippedLineSaysWhichKeyBrokeIt() {
        sandbox.directory.write(
            "readings.jsonl",
            [
                Self.line("aaaa00000001", "07:00", "365"),
                #"{"id":"aaaa00000002","celsius":36.5}"#,
                Self.line("aaaa00000003", "08:00", "36.5", #","site":"toe""#),
            ].joined(separator: "\n") + "\n")
        let result = sandbox.run("recent")
        let path = sandbox.storePath
        #expect(
            result.error == """
                warning: skipped line 1 of '\(path)': not a valid reading, 'celsius' is not a number from 32.0 to 43.0 ({"id":"aaaa00000001","takenAt":"2026-11-…)
                warning: skipped line 2 of '\(path)': not a valid reading, no 'takenAt' ({"id":"aaaa00000002","celsius":36.5})
                warning: skipped line 3 of '\(path)': not a valid reading, 'site' is not one of armpit, mouth, ear, forehead, rectum, other ({"id":"aaaa00000003","takenAt":"2026-11-…)

                """)
    }

    @Test func aByteOrderMarkAtTheStartHidesNothingAndRepairRemovesIt() {
        let lines = [
            Self.line("aaaa00000001", "07:00", "37.9"),
            Self.line("aaaa00000002", "08:00", "36.5"),
        ]
        sandbox.directory.write("readings.jsonl", "\u{FEFF}" + lines.joined(separator: "\n") + "\n")
        chmod(sandbox.storePath, 0o600)
        let recent = sandbox.run("recent")
        #expect(recent.error == "")
        #expect(recent.output.contains("07:00  37.9 °C  fever"))
        #expect(
            sandbox.run("export", "--jsonl").output
                == lines.map { Sandbox.exported($0) }
                .joined(separator: "\n") + "\n")
        let check = sandbox.run("check")
        #expect(check.status == 65)
        #expect(
            check.output.contains(
                "  the file starts with a byte order mark (read past; a repair removes it)\n"))
        // A reading back-dated before the first goes after the mark, not before it.
        #expect(sandbox.run("add", "36.4", "--at", "2026-11-27 07:00").status == 0)
        #expect(sandbox.store?.hasPrefix("\u{FEFF}{") == true)
        #expect(sandbox.run("recent").output.split(separator: "\n").count == 4)
        let repair = sandbox.run("check", "--repair")
        #expect(repair.output.contains("  - removed the byte order mark at the start\n"))
        #expect(sandbox.store?.hasPrefix("{") == true)
        #expect(sandbox.store?.hasSuffix(lines.joined(separator: "\n") + "\n") == true)
        #expect(sandbox.run("check").status == 0)
        // A first reading deleted from behind a mark comes back in its place.
        sandbox.directory.write("readings.jsonl", "\u{FEFF}" + lines.joined(separator: "\n") + "\n")
        #expect(sandbox.run("delete", "aaaa00000001").status == 0)
        #expect(sandbox.run("undo").status == 0)
        #expect(sandbox.store == lines.joined(separator: "\n") + "\n")
    }
}
