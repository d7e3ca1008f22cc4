extension ReadingStore {
    /// The start of the first line that may hold a reading taken on `day` or later, found by
    /// binary search over the file (kept in `takenAt` order), or an earlier line at most
    /// `seekPrecision` bytes before it.
    func offset(ofFirstReadingFrom day: LocalDate, in file: OpenFile, size: Int) throws(StoreError)
        -> Int
    {
        let threshold = Query(since: day).earliestInstant!
        var low = 0
        var high = size
        while high - low > Self.seekPrecision {
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

    /// How close the binary search comes to the first line it looks for, in bytes: about 27
    /// lines of 150 bytes, which the reader then decodes on its way to that line. Each halving
    /// costs one read and one decoded line, so a search ends where a halving saves less.
    static let seekPrecision = 1 << 12

    /// The offset and instant of the first valid reading on a line starting after `offset`.
    private func firstReading(after offset: Int, in file: OpenFile, size: Int) throws(StoreError)
        -> (Int, Int)?
    {
        var found: (Int, Int)?
        var position = offset
        var skippedPartialLine = false
        while found == nil, position < size {
            let window = try io(StoreError.cannotRead) {
                try file.read(count: min(Self.seekPrecision, size - position), at: position)
            }
            let (remainder, _) = window.withUnsafeBufferPointer { buffer in
                let isEnd = position + buffer.count >= size
                return LineReader.forEachLine(in: buffer, at: position, isEnd: isEnd) {
                    bytes, lineOffset in
                    guard skippedPartialLine else {
                        skippedPartialLine = true
                        return true
                    }
                    if let instant = StoreLine.readingInstant(bytes, at: lineOffset) {
                        found = (lineOffset, instant)
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
