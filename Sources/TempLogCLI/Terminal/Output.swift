/// Standard output, collected and handed to the console in large writes.
final class Output {
    private let console: Console
    private var buffer: [UInt8] = []
    private static let flushSize = 1 << 16

    init(console: Console) {
        self.console = console
        buffer.reserveCapacity(Output.flushSize + 4096)
    }

    func write(_ text: String) throws {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Output.flushSize { try flush() }
    }

    /// Lets a formatter append bytes directly.
    func write(_ append: (inout [UInt8]) -> Void) throws {
        append(&buffer)
        if buffer.count >= Output.flushSize { try flush() }
    }

    /// Writes a large block as it is, after what is buffered.
    func write(block: [UInt8]) throws {
        guard block.count >= Output.flushSize else {
            try write { $0 += block }
            return
        }
        try flush()
        try console.writeOutput(block)
    }

    func flush() throws {
        guard !buffer.isEmpty else { return }
        try console.writeOutput(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Drops what is buffered and not yet written.
    func discard() {
        buffer.removeAll(keepingCapacity: true)
    }
}
