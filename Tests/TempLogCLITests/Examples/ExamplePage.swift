/// A Markdown page of the documentation (README.md or docs/*.md) read for its console
/// examples: fenced blocks of `$ templog …` lines with their output, each preceded by a header
/// comment that says how it runs (see `ExampleHeader`, and docs/development.md).
struct ExamplePage {
    /// A fenced block of the page and what the line before it says about it.
    struct Block {
        /// The line number of the opening fence (1 for the first line).
        let fenceLine: Int
        /// The index in `lines` of the first line inside the fence, and one past the last.
        let body: Range<Int>
        /// The block's header, when the line before its fence is a templog comment.
        let header: ExampleHeader?
        /// Whether a line of the block runs templog at a `$` prompt.
        let runsTemplog: Bool
    }

    /// The page's path relative to the package (`README.md`, `docs/commands.md`).
    let name: String
    /// The page's lines, without their newlines.
    let lines: [Substring]
    /// The page's fenced blocks, in order.
    let blocks: [Block]

    /// Reads `text`, the page `name`; a header that cannot be read is an error naming its line.
    init(name: String, text: String) throws(ExampleError) {
        self.name = name
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            guard let fence = Self.fence(lines[index]) else {
                index += 1
                continue
            }
            var end = index + 1
            while end < lines.count, !lines[end].hasPrefix(fence) { end += 1 }
            guard end < lines.count else {
                throw ExampleError(page: name, line: index + 1, "the fence is never closed")
            }
            let header = try Self.header(before: index, in: lines, page: name)
            let body = index + 1..<end
            blocks.append(
                Block(
                    fenceLine: index + 1, body: body, header: header,
                    runsTemplog: lines[body].contains { ExampleCommand.runsTemplog($0) }))
            index = end + 1
        }
        self.blocks = blocks
    }

    /// The page with the bodies of some blocks replaced: `bodies` maps a block's index in
    /// `blocks` to its new lines.
    func replacingBodies(_ bodies: [Int: [String]]) -> String {
        var output: [Substring] = []
        var next = 0
        for (index, block) in blocks.enumerated() {
            guard let body = bodies[index] else { continue }
            output += lines[next..<block.body.lowerBound]
            output += body.map { Substring($0) }
            next = block.body.upperBound
        }
        output += lines[next...]
        return output.joined(separator: "\n")
    }

    /// The fence that opens a block (three or more backticks) on `line`, if it opens one.
    private static func fence(_ line: Substring) -> Substring? {
        let ticks = line.prefix { $0 == "`" }
        return ticks.count >= 3 ? ticks : nil
    }

    /// The header on the last non-blank line before the fence at `index`, if it is a templog
    /// example or file comment.
    private static func header(before index: Int, in lines: [Substring], page: String)
        throws(ExampleError) -> ExampleHeader?
    {
        var previous = index - 1
        while previous >= 0, lines[previous].allSatisfy(\.isWhitespace) { previous -= 1 }
        guard previous >= 0 else { return nil }
        do {
            return try ExampleHeader(comment: lines[previous])
        } catch let problem {
            throw ExampleError(page: page, line: previous + 1, problem.description)
        }
    }
}

/// What is wrong with a page's examples: the page, the line and what.
struct ExampleError: Error, CustomStringConvertible {
    let page: String
    let line: Int
    let problem: String

    init(page: String, line: Int, _ problem: String) {
        self.page = page
        self.line = line
        self.problem = problem
    }

    var description: String { "\(page):\(line): \(problem)" }
}

/// A header that cannot be read: what is wrong with it.
struct HeaderProblem: Error, CustomStringConvertible {
    let description: String
}
