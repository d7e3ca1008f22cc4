import Foundation

// Swift Testing is found only when the tests are built: a plain `swift build` builds this
// target too, and leaves out what needs it.
#if canImport(Testing)
    import Testing
#endif

/// A long expected output kept in a file of its own,
/// `Tests/Snapshots/<test target>/<suite>/<name>.txt`, byte for byte, and reviewed as a diff.
/// `TEMPLOG_UPDATE_SNAPSHOTS=1 swift test` rewrites the files from what the tests print.
public struct Snapshot {
    /// What comparing an output with its snapshot found.
    public enum Outcome: Equatable {
        /// The file holds exactly the output.
        case matched
        /// The file was written with the output (updating).
        case updated
        /// There is no file (and not updating).
        case missing
        /// The file holds something else: a line diff, `-` the snapshot, `+` the output.
        case mismatched(diff: String)
    }

    /// Whether this run rewrites snapshots: `TEMPLOG_UPDATE_SNAPSHOTS=1`.
    public static var updating: Bool {
        ProcessInfo.processInfo.environment["TEMPLOG_UPDATE_SNAPSHOTS"] == "1"
    }

    /// The snapshot file's path.
    public let path: String

    /// The snapshot at `path`.
    public init(path: String) {
        self.path = path
    }

    /// The snapshot `name` of `suite` for the test file at `filePath`
    /// (`…/Tests/<target>/…/<file>.swift`): `…/Tests/Snapshots/<target>/<suite>/<name>.txt`.
    public init(named name: String, suite: String, filePath: String) {
        let components = filePath.split(separator: "/", omittingEmptySubsequences: false)
        guard let tests = components.dropLast(2).lastIndex(of: "Tests") else {
            preconditionFailure("\(filePath) is not a test file under a Tests directory")
        }
        let root = components[...tests].joined(separator: "/")
        let target = components[tests + 1]
        path = "\(root)/Snapshots/\(target)/\(suite)/\(name).txt"
    }

    /// Compares `output` with the file, or writes it there when `updating`.
    public func compare(_ output: String, updating: Bool) -> Outcome {
        if updating {
            let url = URL(fileURLWithPath: path)
            try! FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try! Data(output.utf8).write(to: url)
            return .updated
        }
        guard let data = FileManager.default.contents(atPath: path) else { return .missing }
        let expected = String(decoding: data, as: UTF8.self)
        return expected == output
            ? .matched : .mismatched(diff: Self.diff(from: expected, to: output))
    }

    /// The lines of `new` against those of `old`: unchanged lines indented, changed ones marked
    /// `-` (old) and `+` (new), two unchanged lines shown around each change and `…` for the
    /// rest. A final newline ends a line, so its absence shows as a changed empty last line.
    public static func diff(from old: String, to new: String) -> String {
        let before = old.split(separator: "\n", omittingEmptySubsequences: false)
        let after = new.split(separator: "\n", omittingEmptySubsequences: false)
        // common[i][j]: the longest common subsequence of before[i...] and after[j...].
        var common = Array(
            repeating: Array(repeating: 0, count: after.count + 1), count: before.count + 1)
        for i in before.indices.reversed() {
            for j in after.indices.reversed() {
                common[i][j] =
                    before[i] == after[j]
                    ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var lines: [(changed: Bool, text: String)] = []
        func mark(_ marker: String, _ line: Substring) -> String {
            line.isEmpty ? marker.filter { $0 != " " } : marker + " " + line
        }
        var (i, j) = (0, 0)
        while i < before.count || j < after.count {
            if i < before.count, j < after.count, before[i] == after[j] {
                lines.append((false, mark(" ", before[i])))
                (i, j) = (i + 1, j + 1)
            } else if j == after.count || (i < before.count && common[i + 1][j] >= common[i][j + 1])
            {
                lines.append((true, mark("-", before[i])))
                i += 1
            } else {
                lines.append((true, mark("+", after[j])))
                j += 1
            }
        }
        let shown = lines.indices.filter { index in
            lines[max(0, index - 2)...min(lines.count - 1, index + 2)].contains { $0.changed }
        }
        var text: [String] = []
        for (position, index) in shown.enumerated() {
            if position == 0 ? index > 0 : index > shown[position - 1] + 1 { text.append("…") }
            text.append(lines[index].text)
        }
        if let last = shown.last, last < lines.count - 1 { text.append("…") }
        return text.joined(separator: "\n")
    }
}

#if canImport(Testing)
    /// Expects `output` to be exactly the snapshot `name` of the running test's suite (see
    /// `Snapshot`); when `updating`, writes it there instead. A missing snapshot fails.
    public func expectSnapshot(
        _ output: String, named name: String, updating: Bool = Snapshot.updating,
        filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        // Outside a suite's test, the file's name stands for the suite.
        let file = filePath.split(separator: "/").last?.prefix { $0 != "." } ?? ""
        let suite = Test.current?.id.nameComponents.dropLast().last ?? String(file)
        let snapshot = Snapshot(named: name, suite: suite, filePath: filePath)
        let update = "TEMPLOG_UPDATE_SNAPSHOTS=1 swift test --filter \(suite)"
        let problem: String
        switch snapshot.compare(output, updating: updating) {
        case .matched, .updated:
            return
        case .missing:
            problem =
                "No snapshot \(snapshot.path); '\(update)' writes it from this output:\n\(output)"
        case .mismatched(let diff):
            problem =
                "The output differs from \(snapshot.path) (- snapshot, + output):\n\(diff)\n"
                + "If the output is right, '\(update)' rewrites the snapshot."
        }
        Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
    }
#endif
