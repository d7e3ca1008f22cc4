import TestSupport
import Testing

/// The snapshot files that hold long expected outputs: found beside the tests, compared
/// exactly, rewritten only when asked.
@Suite struct SnapshotTests {
    let directory = TemporaryDirectory()
    let table = "DATE        TEMP\n2026-11-28  36.5 °C\n2026-11-29  37.8 °C\n"

    /// A test file of the target `Target` inside the temporary directory.
    var testFile: String { directory.path + "/Tests/Target/Area/FileTests.swift" }
    var snapshot: Snapshot { Snapshot(named: "table", suite: "SnapshotTests", filePath: testFile) }
    /// The snapshot file's text; nil when there is none.
    var written: String? { directory.read("Tests/Snapshots/Target/SnapshotTests/table.txt") }

    func write(_ text: String) throws {
        try directory.write(Array(text.utf8), to: "Tests/Snapshots/Target/SnapshotTests/table.txt")
    }

    @Test func aSnapshotLivesUnderTestsSnapshotsByTargetAndSuite() {
        #expect(
            Snapshot(named: "recent", suite: "CLITests", filePath: "/r/Tests/Target/A/B.swift").path
                == "/r/Tests/Snapshots/Target/CLITests/recent.txt")
    }

    @Test func theSameTextMatches() throws {
        try write(table)
        #expect(snapshot.compare(table, updating: false) == .matched)
    }

    @Test func aDifferentTextIsAMismatchShownAsALineDiff() throws {
        try write(table)
        let output = "DATE        TEMP\n2026-11-28  36.5 °C\n2026-11-29  37.9 °C"
        #expect(
            snapshot.compare(output, updating: false)
                == .mismatched(
                    diff: """
                          DATE        TEMP
                          2026-11-28  36.5 °C
                        - 2026-11-29  37.8 °C
                        -
                        + 2026-11-29  37.9 °C
                        """))
        #expect(written == table)
    }

    @Test func aLongDiffShowsTwoLinesAroundEachChange() throws {
        let lines = (1...12).map { "line \($0)\n" }
        try write(lines.joined())
        var changed = lines
        changed[5] = "line six\n"
        #expect(
            snapshot.compare(changed.joined(), updating: false)
                == .mismatched(
                    diff: """
                        …
                          line 4
                          line 5
                        - line 6
                        + line six
                          line 7
                          line 8
                        …
                        """))
    }

    @Test func aMissingSnapshotIsMissingAndNotWritten() {
        #expect(snapshot.compare(table, updating: false) == .missing)
        #expect(written == nil)
    }

    @Test func updatingWritesAMissingSnapshotAndRewritesAStaleOne() {
        #expect(snapshot.compare(table, updating: true) == .updated)
        #expect(written == table)
        #expect(snapshot.compare("new\n", updating: true) == .updated)
        #expect(written == "new\n")
        #expect(snapshot.compare("new\n", updating: false) == .matched)
    }

    @Test func expectSnapshotPassesOnTheSameTextAndFailsOtherwise() throws {
        try write(table)
        expectSnapshot(table, named: "table", updating: false, filePath: testFile)
        withKnownIssue {
            expectSnapshot(table + "more\n", named: "table", updating: false, filePath: testFile)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("+ more") }
        }
        withKnownIssue {
            expectSnapshot(table, named: "absent", updating: false, filePath: testFile)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("No snapshot ") }
        }
    }

    @Test func expectSnapshotUpdatingRewritesTheFileAndPasses() {
        expectSnapshot(table, named: "table", updating: true, filePath: testFile)
        #expect(written == table)
    }
}
