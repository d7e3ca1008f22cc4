import TempLogText

/// Reads the lines of a store file in large chunks, forwards or backwards, without Foundation.
///
/// Lines are handed out as byte buffers without their `\n`, each with its byte offset in the
/// file; a last line without `\n` (a torn tail) is handed out too.
package enum LineReader {
    /// Whether a line holds only spaces, tabs and CRs: a blank line, which every reader skips.
    static func isBlank(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }

    /// How messages quote a line: its first 40 bytes, anything unprintable shown as `?`.
    static func preview(of bytes: some Collection<UInt8>) -> String {
        TextInput.printable(String(decoding: bytes.prefix(40), as: UTF8.self))
            + (bytes.count > 40 ? "…" : "")
    }

    /// How much is copied or written at once when lines go into another file (a rewrite, an
    /// import, a repair, an undo): 1 MiB.
    static let copySize = 1 << 20

    /// How much a read asks for at a time: 64 KiB. A read of a few weeks' lines (a sheet, a
    /// report) then copies little more than it needs, and a long read reuses the same memory
    /// for each chunk.
    static let readSize = 1 << 16

    /// What a line of a file templog keeps beside the store (the journal, the profiles and
    /// cycles files) or of the settings file holds, by the store's line rules: the line without
    /// a `\r` before its `\n` (a file saved on Windows) and, at the start of the file, without
    /// a UTF-8 byte order mark; with where that content starts. Every reader of those files
    /// reads its lines through this (blank lines are then passed over, and a torn last line is
    /// a line like any other).
    static func content(of line: UnsafeBufferPointer<UInt8>, at offset: Int) -> (
        bytes: UnsafeBufferPointer<UInt8>, offset: Int
    ) {
        let mark = StoreLine.markLength(of: line, at: offset)
        let end = line.count > mark && line[line.count - 1] == 0x0D ? line.count - 1 : line.count
        return (UnsafeBufferPointer(rebasing: line[mark..<end]), offset + mark)
    }

    /// Calls `body` with the content (see `content(of:at:)`) of each line of `file`, until it
    /// returns false.
    static func forEachLineContent(
        in file: OpenFile, _ body: (UnsafeBufferPointer<UInt8>, _ offset: Int) throws -> Bool
    ) throws {
        try forEachLine(in: file) { line, offset in
            let content = Self.content(of: line, at: offset)
            return try body(content.bytes, content.offset)
        }
    }

    /// The content (see `content(of:at:)`) of each line of `bytes`, a whole file read into
    /// memory (the settings file).
    package static func lineContents(of bytes: [UInt8]) -> [[UInt8]] {
        bytes.withUnsafeBufferPointer { buffer in
            var lines: [[UInt8]] = []
            _ = forEachLine(in: buffer, at: 0, isEnd: true) { line, offset in
                lines.append(Array(content(of: line, at: offset).bytes))
                return true
            }
            return lines
        }
    }

    /// Calls `body` with each line from `offset` to the end, until it returns false.
    static func forEachLine(
        in file: OpenFile, from offset: Int = 0,
        _ body: (UnsafeBufferPointer<UInt8>, _ offset: Int) throws -> Bool
    ) throws {
        // Each chunk is read from the file where the last one's unfinished line starts (that
        // line is read again with the next chunk); a line longer than a chunk doubles the next
        // one. A chunk shorter than asked for ends at the end of the file.
        var count = readSize
        var position = offset
        while true {
            let chunk = try file.read(count: count, at: position)
            let isEnd = chunk.count < count
            let (lineStart, finished) = try chunk.withUnsafeBufferPointer {
                try forEachLine(in: $0, at: position, isEnd: isEnd, body)
            }
            if finished || isEnd { return }
            if lineStart == 0 { count *= 2 }
            position += lineStart
        }
    }

    /// Calls `body` with each complete line of `buffer` (which starts at file offset `offset`),
    /// and with a last unterminated line too when `isEnd`. Returns where the unread remainder
    /// starts and whether `body` asked to stop.
    static func forEachLine(
        in buffer: UnsafeBufferPointer<UInt8>, at offset: Int, isEnd: Bool,
        _ body: (UnsafeBufferPointer<UInt8>, _ offset: Int) throws -> Bool
    ) rethrows -> (remainder: Int, stopped: Bool) {
        let bytes = ByteView(buffer)
        var lineStart = 0
        while let end = firstNewline(in: bytes, from: lineStart) {
            guard try body(bytes.buffer(lineStart..<end), offset + lineStart) else {
                return (lineStart, true)
            }
            lineStart = end + 1
        }
        if isEnd, lineStart < bytes.count {
            let stopped = try !body(bytes.buffer(lineStart..<bytes.count), offset + lineStart)
            return (bytes.count, stopped)
        }
        return (lineStart, false)
    }

    /// Calls `body` with each line from the end of the file backwards, until it returns false.
    ///
    /// Linear in the bytes read, however long a line is: a line longer than the chunk makes
    /// each further read as large as what is already held (so the copies add up to a constant
    /// times the line), and only the bytes just read are searched for a newline.
    static func forEachLineBackwards(
        in file: OpenFile, size: Int, chunkSize: Int = readSize,
        _ body: (UnsafeBufferPointer<UInt8>, _ offset: Int) throws -> Bool
    ) throws {
        var buffer: [UInt8] = []
        var bufferOffset = size
        // The unread part of the buffer is `..<end`; `..<unsearched` of it may hold newlines.
        var end = 0
        var unsearched = 0
        var first = true
        while true {
            let found = buffer.withUnsafeBufferPointer { lastNewline(in: $0, before: unsearched) }
            if let newline = found {
                let keep = try buffer.withUnsafeBufferPointer { bytes in
                    try body(
                        UnsafeBufferPointer(rebasing: bytes[(newline + 1)..<end]),
                        bufferOffset + newline + 1)
                }
                guard keep else { return }
                end = newline
                unsearched = newline
                continue
            }
            if bufferOffset == 0 {
                if end > 0 {
                    _ = try buffer.withUnsafeBufferPointer { bytes in
                        try body(UnsafeBufferPointer(rebasing: bytes[..<end]), 0)
                    }
                }
                return
            }
            let count = min(max(chunkSize, end), bufferOffset)
            bufferOffset -= count
            var chunk = try file.read(count: count, at: bufferOffset)
            chunk.append(contentsOf: buffer[..<end])
            buffer = chunk
            end = buffer.count
            unsearched = count
            if first {
                first = false
                if buffer.last == 0x0A {
                    end -= 1
                    unsearched = min(unsearched, end)
                }
            }
        }
    }

    /// The index of the first `\n` of `bytes[start...]`, looked for 16 bytes at a time, then
    /// eight.
    static func firstNewline(in bytes: ByteView, from start: Int) -> Int? {
        var index = start
        // Two words with one test while neither has a newline; then the word that has it.
        while index + 16 <= bytes.count,
            newlineFlags(bytes.littleEndianUInt64(at: index))
                | newlineFlags(bytes.littleEndianUInt64(at: index + 8)) == 0
        {
            index += 16
        }
        while index + 8 <= bytes.count {
            let flags = newlineFlags(bytes.littleEndianUInt64(at: index))
            if flags != 0 { return index + flags.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < bytes.count {
            if bytes[index] == 0x0A { return index }
            index += 1
        }
        return nil
    }

    /// The newlines of an eight-byte word, each as its byte's high bit: a zero byte of
    /// `word ^ newlines` is a newline. A borrow can flag a byte above a true newline, never
    /// one below, so the lowest flag is exact.
    private static func newlineFlags(_ word: UInt64) -> UInt64 {
        let differences = word ^ 0x0A0A_0A0A_0A0A_0A0A
        return (differences &- 0x0101_0101_0101_0101) & ~differences & 0x8080_8080_8080_8080
    }

    /// The index of the last `\n` of `bytes[..<end]`, looked for eight bytes at a time.
    static func lastNewline(in buffer: UnsafeBufferPointer<UInt8>, before end: Int) -> Int? {
        let bytes = ByteView(buffer)
        var index = end
        while index >= 8 {
            // A flag can be set above a true newline too, so the eight bytes are then looked at.
            if newlineFlags(bytes.littleEndianUInt64(at: index - 8)) != 0 { break }
            index -= 8
        }
        while index > 0 {
            index -= 1
            if bytes[index] == 0x0A { return index }
        }
        return nil
    }

    /// The 1-based line numbers of the lines starting at `offsets` (sorted ascending).
    static func lineNumbers(in file: OpenFile, atOffsets offsets: [Int]) throws -> [Int] {
        guard let last = offsets.last else { return [] }
        var numbers: [Int] = []
        var newlines = 0
        var next = 0
        try forEachLine(in: file) { _, offset in
            while next < offsets.count, offsets[next] == offset {
                numbers.append(newlines + 1)
                next += 1
            }
            newlines += 1
            return offset < last
        }
        return numbers
    }
}
