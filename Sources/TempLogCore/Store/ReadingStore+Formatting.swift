import Dispatch

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension ReadingStore {
    /// Formats every reading matching `query`, oldest first, using every core: the file is
    /// read in line-aligned chunks, each thread formats its own chunk with `format`, and `emit`
    /// receives the chunks' bytes in file order. With `query.since`, reading starts at a
    /// binary-searched offset; past `query.until`, it stops — unless the file's end is out of
    /// time order (see `endIsInTimeOrder`), when the whole file is read. Returns the lines
    /// skipped. Throws a `StoreError`, or what `emit` throws (writing the output, say).
    public func format(
        matching query: Query,
        workers: Int = min(onlineProcessorCount(), 4),
        chunkSize: Int = 1 << 21,
        _ format: @Sendable (Reading, inout [UInt8]) -> Void,
        emit: ([UInt8]) throws -> Void
    ) throws -> [MalformedLine] {
        guard let file = try openForReading() else { return [] }
        let size = try io(StoreError.cannotRead) { try file.size() }
        let seeks = try endIsInTimeOrder(file, size: size)
        var position =
            try query.since.map { day in
                seeks ? try offset(ofFirstReadingFrom: day, in: file, size: size) : 0
            } ?? 0
        var skipped: [SkippedLine] = []
        // The chunks' buffers are kept from one round to the next, so that after the first
        // round reading and formatting write into memory already mapped.
        var chunks: [FormattedChunk] = []
        while position < size {
            var count = 0
            while count < max(workers, 1), position < size {
                if count == chunks.count { chunks.append(FormattedChunk()) }
                chunks[count].offset = position
                try readLineAlignedChunk(
                    of: file, at: position, size: size, chunkSize: chunkSize,
                    into: &chunks[count].bytes)
                position += chunks[count].bytes.count
                count += 1
            }
            let isEnd = position >= size
            chunks.withUnsafeMutableBufferPointer { buffer in
                // Safe: iteration `index` reads and writes only `chunks[index]`, so no two
                // threads touch the same element, and `concurrentPerform` returns only after
                // every iteration has finished, before anything else reads the buffer, which
                // outlives the call.
                nonisolated(unsafe) let chunks = buffer
                DispatchQueue.concurrentPerform(iterations: count) { index in
                    chunks[index].format(matching: query, stops: seeks, isEnd: isEnd, format)
                }
            }
            for chunk in chunks[..<count] {
                try emit(chunk.output)
                skipped += chunk.skipped
            }
            if chunks[..<count].contains(where: \.passedEnd) { break }
        }
        return try numbered(skipped, in: file)
    }

    /// Replaces `bytes` with up to `chunkSize` bytes from `position`, extended or cut back to
    /// end on a line.
    private func readLineAlignedChunk(
        of file: OpenFile, at position: Int, size: Int, chunkSize: Int,
        into bytes: inout [UInt8]
    ) throws(StoreError) {
        try io(StoreError.cannotRead) {
            bytes.removeAll(keepingCapacity: true)
            _ = try file.read(
                count: min(chunkSize, size - position), at: position, appendingTo: &bytes)
            guard position + bytes.count < size else { return }
            if let newline = bytes.lastIndex(of: 0x0A) {
                bytes.removeSubrange((newline + 1)...)
                return
            }
            // One line longer than a chunk: read on to its end.
            while position + bytes.count < size {
                let start = bytes.count
                _ = try file.read(
                    count: min(chunkSize, size - position - start), at: position + start,
                    appendingTo: &bytes)
                if let newline = bytes[start...].firstIndex(of: 0x0A) {
                    bytes.removeSubrange((newline + 1)...)
                    break
                }
            }
        }
    }

}

/// How many processors are online.
@usableFromInline
func onlineProcessorCount() -> Int {
    max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
}

/// One chunk of the store and what formatting it produced; each thread owns one.
private struct FormattedChunk {
    /// Where `bytes` start in the file.
    var offset = 0
    var bytes: [UInt8] = []
    var output: [UInt8] = []
    var skipped: [SkippedLine] = []
    /// Whether the chunk reached a reading after the query's last day.
    var passedEnd = false

    /// Formats the chunk's readings that match `query`; with `stops`, it stops at the first
    /// reading after the query's last day.
    mutating func format(
        matching query: Query, stops: Bool, isEnd: Bool,
        _ format: (Reading, inout [UInt8]) -> Void
    ) {
        let stopInstant = stops ? query.latestInstant : nil
        var output = self.output
        self.output = []
        output.removeAll(keepingCapacity: true)
        output.reserveCapacity(bytes.count + bytes.count / 4)
        var skipped: [SkippedLine] = []
        var passedEnd = false
        bytes.withUnsafeBufferPointer { buffer in
            StoreLine.forEach(inChunk: buffer, at: offset, isEnd: isEnd) { line in
                guard let reading = line.reading(notingInvalidIn: &skipped) else { return true }
                if let stopInstant, reading.takenAt.secondsSince1970 > stopInstant {
                    passedEnd = true
                    return false
                }
                if query.matches(reading) { format(reading, &output) }
                return true
            }
        }
        self.output = output
        self.skipped = skipped
        self.passedEnd = passedEnd
    }
}
