import Foundation
import TestSupport
import Testing

/// Every console example of README.md and docs/*.md, run in-process and compared exactly with
/// what the page shows (see docs/development.md, "Examples in the documentation"). With
/// `TEMPLOG_UPDATE_SNAPSHOTS=1` the pages are rewritten with what templog prints.
@Suite struct DocumentationExampleTests {
    /// The package's root directory, from this file's path.
    static let root: String = {
        let path = #filePath
        guard let tests = path.range(of: "/Tests/", options: .backwards) else {
            preconditionFailure("\(path) is not under Tests/")
        }
        return String(path[..<tests.lowerBound])
    }()

    /// README.md and every Markdown page of docs/.
    static let pages: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: root + "/docs")) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    @Test(arguments: pages)
    func everyExampleShowsExactlyWhatTemplogPrints(page name: String) throws {
        let path = Self.root + "/" + name
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let page = try ExamplePage(name: name, text: text)
        let run = ExampleRun(page)
        for problem in run.problems {
            Issue.record(Comment(rawValue: problem.description))
        }
        if Snapshot.updating {
            if !run.updatedBodies.isEmpty {
                try page.replacingBodies(run.updatedBodies).write(
                    toFile: path, atomically: true, encoding: .utf8)
            }
            return
        }
        for mismatch in run.mismatches {
            Issue.record(
                Comment(
                    rawValue: "\(name):\(mismatch.fenceLine): the example shows something else "
                        + "than templog prints (- page, + templog):\n\(mismatch.diff)\nIf "
                        + "templog is right, 'TEMPLOG_UPDATE_SNAPSHOTS=1 swift test --filter "
                        + "DocumentationExampleTests' rewrites the page; review it with git diff."))
        }
    }

    /// Every FHIR Bundle an example shows (what `$ templog export --fhir` printed, up to the
    /// next `$` line) passes the validator: the other test makes sure the page shows what
    /// templog printed.
    @Test func everyFHIRBundleTheDocsShowIsValid() throws {
        var bundles = 0
        for name in Self.pages {
            let lines = try String(contentsOfFile: Self.root + "/" + name, encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated()
            where line.hasPrefix("$ templog export") && line.contains("--fhir") {
                let output = lines[(index + 1)...].prefix { !$0.hasPrefix("$") && $0 != "```" }
                FHIRValidator.expectValid(output.joined(separator: "\n"))
                bundles += 1
            }
        }
        #expect(bundles > 0)
    }

    @Test func theReadmeAndTheDocsPagesHaveExamplesThatRun() throws {
        var executed = 0
        for name in Self.pages {
            let text = try String(contentsOfFile: Self.root + "/" + name, encoding: .utf8)
            let page = try ExamplePage(name: name, text: text)
            executed +=
                page.blocks.filter { if case .run = $0.header { true } else { false } }
                .count
        }
        #expect(Self.pages.count > 1)
        #expect(executed > 0)
    }
}
