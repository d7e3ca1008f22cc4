import Foundation

/// Output made by one worker from one chunk of the store.
private final class ChunkResults: @unchecked Sendable {
    private let lock = NSLock()
    private var outputs: [[UInt8]]
    private var skipped: [[SkippedLine]]
    private var passedEnd: [Bool]

    init(count: Int) {
        outputs = Array(repeating: [], count: count)
        skipped = Array(repeating: [], count: count)
        passedEnd = Array(repeating: false, count: count)
    }

    func set(_ index: Int, output: [UInt8], skipped lines: [SkippedLine], passedEnd past: Bool) {
        lock.withLock {
            outputs[index] = output
            skipped[index] = lines
            passedEnd[index] = past
        }
    }

    var all: (outputs: [[UInt8]], skipped: [[SkippedLine]], passedEnd: Bool) {
        lock.withLock { (outputs, skipped, passedEnd.contains(true)) }
    }
}

extension ReadingStore {
    /// Formats every reading matching `query`, oldest first, using every core: the file is
    /// read in line-aligned chunks, each worker formats its own chunk with `format`, and `emit`
    /// receives the chunks' bytes in file order. With `query.since`, reading starts at a
    /// binary-searched offset; past `query.until`, it stops. Returns the lines skipped.
    public func format(
        matching query: Query,
        workers: Int = min(ProcessInfo.processInfo.activeProcessorCount, 4),
        chunkSize: Int = 1 << 21,
        _ format: @escaping @Sendable (Reading, inout [UInt8]) -> Void,
        emit: ([UInt8]) throws -> Void
    ) throws -> [MalformedLine] {
        guard let file = try openForReading() else { return [] }
        let size = try io(.cannotRead) { try file.size() }
        var position = try query.since.map { try offset(ofFirstReadingFrom: $0, in: file, size: size) } ?? 0
        let stopInstant = query.latestInstant
        var malformed: [SkippedLine] = []
        while position < size {
            var chunks: [(offset: Int, bytes: [UInt8])] = []
            while chunks.count < max(workers, 1), position < size {
                let bytes = try lineAlignedChunk(of: file, at: position, size: size, chunkSize: chunkSize)
                chunks.append((position, bytes))
                position += bytes.count
            }
            let isEnd = position >= size
            let results = ChunkResults(count: chunks.count)
            let work = chunks
            DispatchQueue.concurrentPerform(iterations: work.count) { index in
                var output: [UInt8] = []
                output.reserveCapacity(work[index].bytes.count + work[index].bytes.count / 4)
                var skipped: [SkippedLine] = []
                var passedEnd = false
                _ = work[index].bytes.withUnsafeBufferPointer { buffer in
                    try? LineReader.forEachLine(in: buffer, at: work[index].offset, isEnd: isEnd) { bytes, offset in
                        guard let reading = reading(in: bytes, at: offset, skipped: &skipped) else { return true }
                        if let stopInstant, reading.takenAt.secondsSince1970 > stopInstant {
                            passedEnd = true
                            return false
                        }
                        if query.matches(reading) { format(reading, &output) }
                        return true
                    }
                }
                results.set(index, output: output, skipped: skipped, passedEnd: passedEnd)
            }
            let done = results.all
            for (output, skipped) in zip(done.outputs, done.skipped) {
                try emit(output)
                malformed += skipped
            }
            if done.passedEnd { break }
        }
        return try numbered(malformed, in: file)
    }

    /// Up to `chunkSize` bytes from `position`, extended or cut back to end on a line.
    private func lineAlignedChunk(of file: OpenFile, at position: Int, size: Int, chunkSize: Int) throws -> [UInt8] {
        try io(.cannotRead) {
            var bytes = try file.read(count: min(chunkSize, size - position), at: position)
            guard position + bytes.count < size else { return bytes }
            if let newline = bytes.lastIndex(of: 0x0A) {
                bytes.removeSubrange((newline + 1)...)
                return bytes
            }
            // One line longer than a chunk: read on to its end.
            while position + bytes.count < size {
                let more = try file.read(count: min(chunkSize, size - position - bytes.count), at: position + bytes.count)
                if let newline = more.firstIndex(of: 0x0A) {
                    bytes += more[...newline]
                    break
                }
                bytes += more
            }
            return bytes
        }
    }

    /// The start of the first line that may hold a reading taken on `day` or later, found by
    /// binary search over the file (kept in `takenAt` order), or an earlier line.
    func offset(ofFirstReadingFrom day: LocalDate, in file: OpenFile, size: Int) throws -> Int {
        let threshold = Query(since: day).earliestInstant!
        var low = 0
        var high = size
        while high - low > 1 << 16 {
            let middle = (low + high) / 2
            guard let (lineStart, instant) = try firstReading(after: middle, in: file, size: size),
                lineStart < high
            else {
                high = middle
                continue
            }
            if instant < threshold {
                low = lineStart
            } else {
                high = middle
            }
        }
        return low
    }

    /// The offset and instant of the first valid reading on a line starting after `offset`.
    private func firstReading(after offset: Int, in file: OpenFile, size: Int) throws -> (Int, Int)? {
        var found: (Int, Int)?
        var position = offset
        var skippedPartialLine = false
        while found == nil, position < size {
            let window = try io(.cannotRead) { try file.read(count: min(1 << 14, size - position), at: position) }
            let (remainder, _) = try window.withUnsafeBufferPointer { buffer in
                try LineReader.forEachLine(in: buffer, at: position, isEnd: position + buffer.count >= size) { bytes, lineOffset in
                    guard skippedPartialLine else {
                        skippedPartialLine = true
                        return true
                    }
                    if let reading = ReadingLine.decode(bytes) {
                        found = (lineOffset, reading.takenAt.secondsSince1970)
                        return false
                    }
                    return true
                }
            }
            guard found == nil else { break }
            // No newline in the window: the line goes on, so skip the whole window.
            position += remainder > 0 ? remainder : window.count
        }
        return found
    }
}
