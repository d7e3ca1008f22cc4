/// One line of the store and what it holds, decided in one place — `StoreLine.init`, through
/// the strict JSON scanner and the one definition of a valid reading (`ReadingFields`) — for
/// every reader, checker, importer and remover.
struct StoreLine {
    /// What a line holds.
    enum Content {
        /// Empty, or only spaces, tabs and CRs: passed over without a word.
        case blank
        case reading(Reading)
        /// Not a valid reading: skipped with a warning, reported by `check`.
        case invalid
    }

    let content: Content
    /// The line's bytes, without its `\n`.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Where the line starts in the file.
    let offset: Int
    /// The keys of a reading whose free text breaks the text rules (shown cleaned).
    let textProblems: [TextProblem.Kind]

    /// The line at `offset`; a UTF-8 byte order mark at the start of the file (some editors
    /// write one) is read past, and is not part of the first line's bytes.
    init(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) {
        let markLength = Self.markLength(of: bytes, at: offset)
        let bytes = UnsafeBufferPointer(rebasing: bytes[markLength...])
        self.bytes = bytes
        self.offset = offset + markLength
        if LineReader.isBlank(bytes) {
            content = .blank
            textProblems = []
        } else if case (let reading, let problems)? = ReadingLine.decodeNotingText(bytes) {
            content = .reading(reading)
            textProblems = problems
        } else {
            content = .invalid
            textProblems = []
        }
    }

    /// When the line at `offset` holds a reading (as `init(_:at:)` decides), the instant it
    /// was taken, in seconds since 1970: all a check of the file's time order needs, read by
    /// the same scan without making the reading.
    static func readingInstant(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int? {
        let content = UnsafeBufferPointer(rebasing: bytes[markLength(of: bytes, at: offset)...])
        return ReadingLine.takenAt(content)?.secondsSince1970
    }

    /// The UTF-8 byte order mark.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The length of the byte order mark the line at `offset` starts with: only the file's
    /// first line may have one.
    static func markLength(of bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
        offset == 0 && bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
    }

    var reading: Reading? {
        if case .reading(let reading) = content { return reading }
        return nil
    }

    var isInvalid: Bool {
        if case .invalid = content { return true }
        return false
    }

    /// The line's bytes in the file, with its `\n` when it has one (a file of `size` bytes).
    func range(inFileOf size: Int) -> Range<Int> {
        offset..<min(size, offset + bytes.count + 1)
    }

    /// How messages quote the line (see `LineReader.preview(of:)`).
    var preview: String { LineReader.preview(of: bytes) }
}

/// A line that is not a reading, noted while reading: where it starts, how it begins and why
/// it is not one.
struct SkippedLine {
    let offset: Int
    let preview: String
    let problem: LineProblem?
}

extension StoreLine {
    /// Calls `body` with each line from `offset` to the end, until it returns false.
    static func forEach(
        in file: OpenFile, from offset: Int = 0, _ body: (StoreLine) throws -> Bool
    ) throws {
        try LineReader.forEachLine(in: file, from: offset) { bytes, lineOffset in
            try body(StoreLine(bytes, at: lineOffset))
        }
    }

    /// Calls `body` with each line from the end of the file backwards, until it returns false.
    static func forEachBackwards(
        in file: OpenFile, size: Int, _ body: (StoreLine) throws -> Bool
    ) throws {
        try LineReader.forEachLineBackwards(in: file, size: size) { bytes, lineOffset in
            try body(StoreLine(bytes, at: lineOffset))
        }
    }

    /// Calls `body` with each line of `buffer` (a chunk of the file starting at `offset`),
    /// until it returns false.
    static func forEach(
        inChunk buffer: UnsafeBufferPointer<UInt8>, at offset: Int, isEnd: Bool,
        _ body: (StoreLine) throws -> Bool
    ) rethrows {
        _ = try LineReader.forEachLine(in: buffer, at: offset, isEnd: isEnd) { bytes, lineOffset in
            try body(StoreLine(bytes, at: lineOffset))
        }
    }

    /// The reading on this line, noting an invalid line in `skipped`.
    func reading(notingInvalidIn skipped: inout [SkippedLine]) -> Reading? {
        if isInvalid {
            skipped.append(
                SkippedLine(
                    offset: offset, preview: preview, problem: ReadingLine.problem(in: bytes)))
        }
        return reading
    }
}
