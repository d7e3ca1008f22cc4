import Foundation
import TempLogCore
import TestSupport
import Testing

/// Every file templog keeps beside the store (`.people`, `.cycles`, the journal) and the
/// settings file is read by one reader with the store's line rules: each goes through the same
/// hostile edits — a byte order mark, CRLF line ends, blank lines, a last line without its
/// newline — and is read as before, and changed without losing a line.
@Suite struct SideFileLineTests {
    /// An edit a text editor or another tool may make to a file of lines.
    enum Edit: String, CaseIterable, CustomTestStringConvertible {
        case byteOrderMark, crlf, blankLines, tornLastLine

        var testDescription: String { rawValue }

        func apply(_ text: String) -> String {
            switch self {
            case .byteOrderMark: return "\u{FEFF}" + text
            case .crlf: return text.replacingOccurrences(of: "\n", with: "\r\n")
            case .blankLines: return "\n" + text.replacingOccurrences(of: "\n", with: "\n \n\n")
            case .tornLastLine: return String(text.dropLast())
            }
        }
    }

    /// Rewrites the file at `path` with `edit` applied.
    func edit(_ path: String, _ edit: Edit) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try edit.apply(text).write(toFile: path, atomically: false, encoding: .utf8)
    }

    /// Finding 3 of issue 31: a profile on a first line after a byte order mark was passed
    /// over, so `people set` wrote a second line and `check --repair` set the first aside, and
    /// the display name and school were lost.
    @Test(arguments: Edit.allCases)
    func aProfileIsReadAndKeptWhateverTheFileLooksLike(edit: Edit) throws {
        let sandbox = Sandbox()
        sandbox.run("people", "set", "hana", "--display-name", "山田 花子", "--school", "桜小")
        sandbox.run("people", "set", "taro", "--class", "1組")
        try self.edit(sandbox.storePath + ".people", edit)
        #expect(sandbox.run("people").output.contains("山田 花子"))
        #expect(sandbox.run("check").status == 0)
        #expect(sandbox.run("people", "set", "hana", "--class", "3年2組").status == 0)
        let lines = try #require(sandbox.directory.read("readings.jsonl.people"))
            .split(separator: "\n")
        #expect(
            lines == [
                #"{"who":"hana","displayName":"山田 花子","school":"桜小","class":"3年2組"}"#,
                #"{"who":"taro","class":"1組"}"#,
            ])
        let repair = sandbox.run("check", "--repair")
        #expect(repair.status == 0)
        #expect(!repair.output.contains("rejected"), "\(repair.output)")
    }

    @Test(arguments: Edit.allCases)
    func cycleStartsAreReadWhateverTheFileLooksLike(edit: Edit) throws {
        let sandbox = Sandbox()
        sandbox.run("cycle", "start", "--at", "2026-11-01")
        sandbox.run("cycle", "start", "--at", "2026-11-20")
        try self.edit(sandbox.storePath + ".cycles", edit)
        let read = try ReadingStore(path: sandbox.storePath).cycleStarts()
        #expect(read.starts.map(\.day.isoText) == ["2026-11-01", "2026-11-20"])
        #expect(read.malformedLines.isEmpty)
        #expect(sandbox.run("check").status == 0)
        #expect(sandbox.run("cycle", "remove", "--at", "2026-11-20").status == 0)
        #expect(
            sandbox.directory.read("readings.jsonl.cycles") == #"{"cycleStart":"2026-11-01"}"#
                + "\n")
    }

    @Test(arguments: Edit.allCases)
    func theJournalIsReadWhateverItLooksLike(edit: Edit) throws {
        let sandbox = Sandbox()
        sandbox.run("add", "36.5", "--at", "06:00")
        sandbox.run("add", "36.6")
        try self.edit(sandbox.storePath + ".journal", edit)
        #expect(sandbox.run("check").status == 0)
        let undo = sandbox.run("undo")
        #expect(undo.status == 0, "\(undo.error)")
        #expect(undo.output.hasPrefix("Removed 36.6 °C at 07:31"))
        #expect(sandbox.readings.map(\.temperature) == [Temperature(centiCelsius: 3650)])
    }

    @Test(arguments: Edit.allCases)
    func theSettingsFileIsReadWhateverItLooksLike(edit: Edit) throws {
        let sandbox = Sandbox()
        sandbox.run("config", "set", "unit", "f")
        sandbox.run("config", "set", "lang", "ja")
        let path = sandbox.directory.file("home/.config/templog/config")
        try self.edit(path, edit)
        let settings = sandbox.run("config")
        #expect(settings.status == 0, "\(settings.error)")
        #expect(settings.output.contains("unit = f"))
        #expect(settings.output.contains("lang = ja"))
        #expect(sandbox.run("config", "set", "fever", "100.0").status == 0)
        // Blank lines are the settings file's own, kept where they are.
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(
            lines.filter { !$0.allSatisfy(\.isWhitespace) } == [
                "unit = f", "lang = ja", "fever = 100.0",
            ])
    }
}
