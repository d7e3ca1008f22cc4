import Foundation
import TestSupport
import Testing

@testable import TempLogCore

/// The journal's lines: each kind of change written with its own members only, read back as
/// written, and lines of earlier versions read as they meant.
@Suite struct JournalLineTests {
    static let at = Timestamp.parse(rfc3339: Array("2026-11-29T07:31:00+09:00".utf8))!
    static let readingLine =
        #"{"id":"aaaaaaaaaaa1","takenAt":"2026-11-29T07:00:00+09:00","celsius":36.5,"unit":"C","recordedAt":"2026-11-29T07:31:00+09:00"}"#
    static let reading = Array(readingLine.utf8).withUnsafeBufferPointer {
        ReadingLine.decode($0)!
    }
    static let digest = LineDigest(line: Array(readingLine.utf8))
    static let removed = RemovedLine(bytes: Array(readingLine.utf8))!
    static let mark = CycleMark(bytes: Array(#"{"cycleStart":"2026-11-01"}"#.utf8))!
    static let profile = ProfileChange(
        lineBefore: nil, lineAfter: Array(#"{"who":"hana","displayName":"花子"}"#.utf8))!

    /// `{"seq":1,"done":1,"change":…,"at":…` and the members of each kind of change.
    static let kinds: [(StoreChange, String)] = [
        (
            .add(reading, digest: digest),
            #""added":[{"id":"aaaaaaaaaaa1","sha256":"\#(digest.hex)"}],"addedLine":"\#(escaped(readingLine))""#
        ),
        (.delete([removed]), #""removed":[{"line":"\#(escaped(readingLine))"}]"#),
        (
            .import(
                added: [AddedLine(id: "aaaaaaaaaaa1", digest: digest)], files: ["a.csv"],
                remembered: [], cycleMarks: []),
            #""added":[{"id":"aaaaaaaaaaa1","sha256":"\#(digest.hex)"}],"files":["a.csv"]"#
        ),
        (
            .import(
                added: [AddedLine(id: "aaaaaaaaaaa1", digest: digest)], files: ["export.xml"],
                remembered: [], cycleMarks: [mark]),
            #""added":[{"id":"aaaaaaaaaaa1","sha256":"\#(digest.hex)"}],"files":["export.xml"],"cycleLines":["{\"cycleStart\":\"2026-11-01\"}"]"#
        ),
        (
            .import(added: [], files: ["export.xml"], remembered: [], cycleMarks: [mark]),
            #""added":[],"files":["export.xml"],"cycleLines":["{\"cycleStart\":\"2026-11-01\"}"]"#
        ),
        (
            .update(
                replaced: [removed], added: [AddedLine(id: "aaaaaaaaaaa1", digest: digest)],
                files: ["a.csv", "b.csv"], remembered: [], cycleMarks: []),
            #""added":[{"id":"aaaaaaaaaaa1","sha256":"\#(digest.hex)"}],"removed":[{"line":"\#(escaped(readingLine))"}],"files":["a.csv","b.csv"]"#
        ),
        (
            .update(
                replaced: [removed], added: [AddedLine(id: "aaaaaaaaaaa1", digest: digest)],
                files: ["export.xml"], remembered: [], cycleMarks: [mark]),
            #""added":[{"id":"aaaaaaaaaaa1","sha256":"\#(digest.hex)"}],"removed":[{"line":"\#(escaped(readingLine))"}],"files":["export.xml"],"cycleLines":["{\"cycleStart\":\"2026-11-01\"}"]"#
        ),
        (.repair, ""),
        (.cycleStart(mark), #""cycleLines":["{\"cycleStart\":\"2026-11-01\"}"]"#),
        (
            .cycleRemove([mark, mark]),
            #""cycleLines":["{\"cycleStart\":\"2026-11-01\"}","{\"cycleStart\":\"2026-11-01\"}"]"#
        ),
        (.profile(profile), #""profileAfter":"{\"who\":\"hana\",\"displayName\":\"花子\"}""#),
        (
            .import(
                added: [AddedLine(id: "aaaaaaaaaaa1", digest: digest)], files: ["sato.csv"],
                remembered: [profile], cycleMarks: []),
            #""added":[{"id":"aaaaaaaaaaa1","sha256":"\#(digest.hex)"}],"files":["sato.csv"],"profiles":[{"after":"{\"who\":\"hana\",\"displayName\":\"花子\"}"}]"#
        ),
        (
            .import(added: [], files: ["sato.csv"], remembered: [profile], cycleMarks: []),
            #""added":[],"files":["sato.csv"],"profiles":[{"after":"{\"who\":\"hana\",\"displayName\":\"花子\"}"}]"#
        ),
        (
            .update(
                replaced: [removed], added: [AddedLine(id: "aaaaaaaaaaa1", digest: digest)],
                files: ["sato.csv"], remembered: [profile], cycleMarks: [mark]),
            #""added":[{"id":"aaaaaaaaaaa1","sha256":"\#(digest.hex)"}],"removed":[{"line":"\#(escaped(readingLine))"}],"files":["sato.csv"],"profiles":[{"after":"{\"who\":\"hana\",\"displayName\":\"花子\"}"}],"cycleLines":["{\"cycleStart\":\"2026-11-01\"}"]"#
        ),
        (
            .rename(
                PersonRename(
                    from: .owner, to: .named("hana"), replaced: [removed],
                    added: [AddedLine(id: "aaaaaaaaaaa1", digest: digest)],
                    profiles: [profile], cyclesRemoved: [mark], cyclesAdded: [])),
            #""from":"","to":"hana","added":[{"id":"aaaaaaaaaaa1","sha256":"\#(digest.hex)"}],"removed":[{"line":"\#(escaped(readingLine))"}],"profiles":[{"after":"{\"who\":\"hana\",\"displayName\":\"花子\"}"}],"cyclesRemoved":["{\"cycleStart\":\"2026-11-01\"}"]"#
        ),
        (
            .skip(
                SkippedEntry(
                    line: Array(
                        #"{"seq":1,"change":"repair","at":"2026-11-29T07:31:00+09:00"}"#.utf8))),
            #""skipped":"{\"seq\":1,\"change\":\"repair\",\"at\":\"2026-11-29T07:31:00+09:00\"}""#
        ),
    ]

    static func escaped(_ line: String) -> String { line.replacing("\"", with: "\\\"") }

    static func decode(_ line: String) -> Result<JournalLine, JournalLine.Problem> {
        Array(line.utf8).withUnsafeBufferPointer { JournalLine.decode($0) }
    }

    @Test(arguments: kinds.indices)
    func eachKindIsWrittenWithItsOwnMembersAndReadBack(index: Int) throws {
        let (change, members) = Self.kinds[index]
        let line = JournalLine(
            sequence: 1, isDone: true, recorded: RecordedChange(change, at: Self.at))
        let text = String(decoding: line.bytes, as: UTF8.self)
        #expect(
            text
                == #"{"seq":1,"done":1,"change":"\#(change.name)","at":"2026-11-29T07:31:00+09:00""#
                + (members.isEmpty ? "" : ",") + members + "}\n")
        let decoded = try Self.decode(String(text.dropLast())).get()
        #expect(decoded.recorded == RecordedChange(change, at: Self.at))
        #expect(decoded.sequence == 1 && decoded.isDone)
    }

    @Test func theDoneDigitIsWhereTheJournalMarksIt() {
        let line = JournalLine(
            sequence: 42, isDone: false, recorded: RecordedChange(.repair, at: Self.at))
        #expect(line.bytes[line.doneByteIndex] == UInt8(ascii: "0"))
    }

    /// The first journals recorded store sizes and bare added ids: an add's digest is that of
    /// the line it recorded; an import without digests cannot be undone by content, but is no
    /// damage either.
    @Test func linesOfTheFirstJournalsAreRead() throws {
        let add = try Self.decode(
            #"{"seq":3,"change":"add","at":"2026-11-29T07:31:00+09:00","sizeBefore":0,"sizeAfter":131,"appended":true,"added":["aaaaaaaaaaa1"],"addedLine":"\#(Self.escaped(Self.readingLine))","removed":[],"files":[]}"#
        ).get()
        #expect(add.recorded.change == .add(Self.reading, digest: Self.digest))
        #expect(add.isDone)
        let delete = try Self.decode(
            #"{"seq":4,"change":"delete","at":"2026-11-29T07:31:00+09:00","sizeBefore":131,"sizeAfter":0,"added":[],"removed":[{"offset":0,"line":"\#(Self.escaped(Self.readingLine))\n"}],"files":[]}"#
        ).get()
        #expect(delete.recorded.change == .delete([Self.removed]))
        let importWithoutDigests = Self.decode(
            #"{"seq":5,"change":"import","at":"2026-11-29T07:31:00+09:00","sizeBefore":0,"sizeAfter":131,"added":["aaaaaaaaaaa1"],"removed":[],"files":["a.csv"]}"#
        )
        #expect(throws: JournalLine.Problem.importWithoutDigests) {
            try importWithoutDigests.get()
        }
    }

    @Test(
        arguments: [
            (#"{"seq"#, JournalLine.Problem.damaged),
            (#"{"seq":1,"change":"add","at":"2026-11-29T07:31:00+09:00","colour":1}"#, .damaged),
            (#"{"seq":1,"change":"merge","at":"2026-11-29T07:31:00+09:00"}"#, .damaged),
            (#"{"seq":1,"done":2,"change":"repair","at":"2026-11-29T07:31:00+09:00"}"#, .damaged),
            (#"{"seq":1,"change":"repair","at":"yesterday"}"#, .damaged),
            (#"{"seq":1,"change":"add","at":"2026-11-29T07:31:00+09:00","added":[]}"#, .impossible),
            (
                #"{"seq":1,"change":"repair","at":"2026-11-29T07:31:00+09:00","files":["a.csv"]}"#,
                .impossible
            ),
            (
                #"{"seq":1,"change":"delete","at":"2026-11-29T07:31:00+09:00","removed":[{"line":"not a reading"}]}"#,
                .impossible
            ),
            (
                #"{"seq":1,"change":"cycle-start","at":"2026-11-29T07:31:00+09:00","cycleLines":["{}"]}"#,
                .impossible
            ),
            (#"{"seq":1,"change":"profile","at":"2026-11-29T07:31:00+09:00"}"#, .impossible),
            (#"{"seq":1,"change":"skip","at":"2026-11-29T07:31:00+09:00"}"#, .impossible),
            (
                #"{"seq":1,"change":"import","at":"2026-11-29T07:31:00+09:00","added":[{"id":"a","sha256":"00"}]}"#,
                .impossible
            ),
            (
                #"{"seq":1,"change":"import","at":"2026-11-29T07:31:00+09:00","added":[],"files":["a.xml"]}"#,
                .impossible
            ),
            (
                #"{"seq":1,"change":"import","at":"2026-11-29T07:31:00+09:00","added":[],"files":["a.xml"],"cycleLines":["{}"]}"#,
                .impossible
            ),
            (
                #"{"seq":1,"change":"import","at":"2026-11-29T07:31:00+09:00","added":[],"files":["a.xml"],"removed":[{"line":"\#(escaped(readingLine))"}]}"#,
                .impossible
            ),
        ])
    func aLineThatRecordsNoChangeTemplogMakesIsRefused(
        line: String, problem: JournalLine.Problem
    ) {
        #expect(throws: problem) { try Self.decode(line).get() }
    }

    /// An add whose recorded line is not the line its digest names (edited by hand, say):
    /// undo would report one reading and remove another.
    @Test func anAddWhoseLineDoesNotMatchItsDigestIsRefused() {
        let edited = Self.readingLine.replacing("36.5", with: "37.5")
        let line =
            #"{"seq":1,"change":"add","at":"2026-11-29T07:31:00+09:00","added":[{"id":"aaaaaaaaaaa1","sha256":"\#(Self.digest.hex)"}],"addedLine":"\#(Self.escaped(edited))"}"#
        #expect(throws: JournalLine.Problem.impossible) { try Self.decode(line).get() }
    }

    /// An old import without digests: `check` finds nothing wrong, `undo` refuses it by line.
    @Test func anImportWithoutDigestsIsNoDamageButIsNotUndone() throws {
        let directory = TemporaryDirectory()
        let store = ReadingStore(path: directory.file("readings.jsonl"))
        directory.write("readings.jsonl", Self.readingLine + "\n")
        directory.write(
            "readings.jsonl.journal",
            #"{"seq":1,"change":"import","at":"2026-11-29T07:31:00+09:00","sizeBefore":0,"sizeAfter":131,"added":["aaaaaaaaaaa1"],"removed":[],"files":["a.csv"]}"#
                + "\n")
        #expect(try store.check().damagedJournalLines.isEmpty)
        #expect(throws: StoreError.journalImplausible(path: store.journalPath, lineNumber: 1)) {
            try store.undo()
        }
    }
}
