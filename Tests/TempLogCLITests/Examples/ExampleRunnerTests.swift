import Testing

/// The examples runner itself, on pages written here: what it runs, what it compares, and what
/// it refuses.
@Suite struct ExampleRunnerTests {
    /// The page `text` read and its examples run.
    static func rerun(_ text: String) throws -> (run: ExampleRun, page: ExamplePage) {
        let page = try ExamplePage(name: "test.md", text: text)
        return (ExampleRun(page), page)
    }

    @Test func anOutputTheCodeNoLongerPrintsFailsWithADiffAndUpdatingRewritesOnlyTheBlock() throws {
        let text = """
            Before.

            <!-- templog-example -->
            ```console
            $ templog add 36.5
            Recorded 36.6 °C at 07:31 (Sun 29 Nov) · id 000000
            ```

            After.
            """
        let (run, page) = try Self.rerun(text)
        let mismatch = try #require(run.mismatches.first)
        #expect(mismatch.fenceLine == 4)
        #expect(mismatch.diff.contains("- Recorded 36.6 °C at 07:31 (Sun 29 Nov) · id 000000"))
        #expect(mismatch.diff.contains("+ Recorded 36.5 °C at 07:31 (Sun 29 Nov) · id "))
        let updated = page.replacingBodies(run.updatedBodies)
        let (again, _) = try Self.rerun(updated)
        #expect(again.mismatches.isEmpty)
        #expect(updated.hasPrefix("Before.\n\n<!-- templog-example -->\n```console\n$ templog add"))
        #expect(updated.hasSuffix("```\n\nAfter."))
    }

    @Test func theShownIdsAreTheSameOnEveryRunAndTypedOnesReachTheRealReadings() throws {
        let text = """
            <!-- templog-example -->
            ```console
            $ templog add 36.5
            ```

            <!-- templog-example: continue -->
            ```console
            $ templog recent
            ```
            """
        let (first, page) = try Self.rerun(text)
        let written = page.replacingBodies(first.updatedBodies)
        let (second, _) = try Self.rerun(written)
        #expect(second.mismatches.isEmpty)
        // The table's row ends with the short id.
        let row = try #require(written.split(separator: "\n").last { $0.hasPrefix("2026-11-29") })
        let id = try #require(row.split(separator: " ").last.map(String.init))
        #expect(id.count == 6)
        let deleting =
            written + "\n\n<!-- templog-example: continue -->\n```console\n"
            + "$ templog delete \(id.prefix(4))\nRemoved 36.5 °C at 07:31 (Sun 29 Nov) · id \(id)\n```"
        let (deleted, _) = try Self.rerun(deleting)
        #expect(deleted.mismatches.map(\.diff) == [])
    }

    @Test func theExitStatusTheAnswersAndTheEnvironmentAreShownAsAtATerminal() throws {
        let text = """
            <!-- templog-example: TEMPLOG_NOW=2026-11-29T07:30:00+09:00 answer=365 answer="" -->
            ```console
            $ TEMPLOG_LANG=en templog add
            Temperature at 07:30 (empty line cancels): 365
            Error: '365' is not a plausible body temperature (accepted: 32.0–43.0 °C or 89.6–109.4 °F). Did you mean 36.5?
            Temperature at 07:30 (empty line cancels): 
            Cancelled; nothing recorded.
            # exit 1
            ```
            """
        let (run, _) = try Self.rerun(text)
        #expect(run.problems.map(\.description) == [])
        #expect(run.mismatches.map(\.diff) == [])
        #expect(run.executed == 1)
    }

    @Test func aBlockOfTemplogLinesWithoutAHeaderFails() throws {
        let (run, _) = try Self.rerun("Text.\n\n```console\n$ templog recent\n```\n")
        #expect(
            run.problems.map(\.description) == [
                "test.md:3: a block of '$ templog' lines with no header: run it with "
                    + "'<!-- templog-example: … -->' or mark it "
                    + "'<!-- templog-example: not run — why -->'"
            ])
    }

    @Test func aBlockMarkedNotRunIsCountedAndNeedsAReason() throws {
        let marked = "<!-- templog-example: not run — a pipe -->\n```\n$ templog x | y\n```\n"
        let (run, _) = try Self.rerun(marked)
        #expect(run.notRun == 1 && run.problems.isEmpty)
        #expect(throws: ExampleError.self) {
            try ExamplePage(name: "test.md", text: "<!-- templog-example: not run -->\n```\n```")
        }
    }

    @Test(arguments: ["$ templog export | your-report-script", "$ vi week.csv"])
    func aLineTheRunnerCannotRunMustBeMarkedNotRun(line: String) throws {
        let (run, _) = try Self.rerun("<!-- templog-example -->\n```\n\(line)\n```\n")
        #expect(run.problems.count == 1)
        #expect(run.problems.first?.description.contains("not run — why") == true)
    }
}
