extension ReadingStore {
    /// Formats every reading matching `query`, oldest first, using every core: the file is
    /// read in line-aligned chunks, each thread formats its own chunk with `format`, and `emit`
    /// receives the chunks' bytes in file order. With `query.since`, reading starts at a
    /// binary-searched offset; past `query.until`, it stops — unless the file's end is out of
    /// time order (see `endIsInTimeOrder`), when the whole file is read. Returns the lines
    /// skipped.
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
        while position < size {
            var chunks: [FormattedChunk] = []
            while chunks.count < max(workers, 1), position < size {
                let bytes = try lineAlignedChunk(
                    of: file, at: position, size: size, chunkSize: chunkSize)
                chunks.append(FormattedChunk(offset: position, bytes: bytes))
                position += bytes.count
            }
            let isEnd = position >= size
            chunks.withUnsafeMutableBufferPointer { buffer in
                // Each thread formats only its own chunk.
                nonisolated(unsafe) let chunks = buffer
                concurrentPerform(iterations: chunks.count) { index in
                    chunks[index].format(matching: query, stops: seeks, isEnd: isEnd, format)
                }
            }
            for chunk in chunks {
                try emit(chunk.output)
                skipped += chunk.skipped
            }
            if chunks.contains(where: \.passedEnd) { break }
        }
        return try numbered(skipped, in: file)
    }

    /// Up to `chunkSize` bytes from `position`, extended or cut back to end on a line.
    private func lineAlignedChunk(
        of file: OpenFile, at position: Int, size: Int, chunkSize: Int
    ) throws -> [UInt8] {
        try io(StoreError.cannotRead) {
            var bytes = try file.read(count: min(chunkSize, size - position), at: position)
            guard position + bytes.count < size else { return bytes }
            if let newline = bytes.lastIndex(of: 0x0A) {
                bytes.removeSubrange((newline + 1)...)
                return bytes
            }
            // One line longer than a chunk: read on to its end.
            while position + bytes.count < size {
                let more = try file.read(
                    count: min(chunkSize, size - position - bytes.count), at: position + bytes.count
                )
                if let newline = more.firstIndex(of: 0x0A) {
                    bytes += more[...newline]
                    break
                }
                bytes += more
            }
            return bytes
        }
    }
}

/// One chunk of the store and what formatting it produced; each thread owns one.
private struct FormattedChunk {
    let offset: Int
    let bytes: [UInt8]
    var output: [UInt8] = []
    var skipped: [SkippedLine] = []
    /// Whether the chunk reached a reading after the query's last day.
    var passedEnd = false

    init(offset: Int, bytes: [UInt8]) {
        self.offset = offset
        self.bytes = bytes
    }

    /// Formats the chunk's readings that match `query`; with `stops`, it stops at the first
    /// reading after the query's last day.
    mutating func format(
        matching query: Query, stops: Bool, isEnd: Bool,
        _ format: (Reading, inout [UInt8]) -> Void
    ) {
        let stopInstant = stops ? query.latestInstant : nil
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 4)
        var skipped: [SkippedLine] = []
        var passedEnd = false
        bytes.withUnsafeBufferPointer { buffer in
            try? StoreLine.forEach(inChunk: buffer, at: offset, isEnd: isEnd) { line in
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
