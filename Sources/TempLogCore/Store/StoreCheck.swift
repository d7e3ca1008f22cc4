import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What `templog check` found in a store. Reading it never changes the file.
public struct StoreCheck: Sendable {
    /// Several lines that carry one reading id.
    public struct DuplicateID: Equatable, Sendable {
        public let id: String
        public let lineNumbers: [Int]
    }

    public let path: String
    public var exists = false
    public var readingCount = 0
    public var malformedLines: [MalformedLine] = []
    /// The file does not end in `\n`: a write was cut short.
    public var hasTornTail = false
    public var duplicateIDs: [DuplicateID] = []
    /// Lines whose reading was taken before one on an earlier line.
    public var outOfOrderLines: [Int] = []
    /// The file's mode, when looser than 0600.
    public var looseFileMode: Int?
    /// The directory's mode, when looser than 0700 (checked for the default location only).
    public var looseDirectoryMode: Int?
    /// Temporary files left by an interrupted rewrite.
    public var leftoverFiles: [String] = []

    /// Problems that need the file's lines rewritten.
    var needsRewrite: Bool {
        !malformedLines.isEmpty || hasTornTail || !duplicateIDs.isEmpty || !outOfOrderLines.isEmpty
    }

    public var isClean: Bool {
        !needsRewrite && looseFileMode == nil && looseDirectoryMode == nil && leftoverFiles.isEmpty
    }

    /// One line per problem, for people.
    public var problems: [LocalizedText] {
        var lines = malformedLines.map { Message.problemMalformed("\($0.lineNumber)", "\($0.preview)") }
        if hasTornTail { lines.append(Message.problemTornTail()) }
        for duplicate in duplicateIDs {
            lines.append(Message.problemDuplicateID("\(duplicate.id)", "\(duplicate.lineNumbers.map(String.init).joined(separator: ", "))"))
        }
        if let first = outOfOrderLines.first {
            let count = outOfOrderLines.count
            lines.append(Message.problemOutOfOrder("\(count)", count == 1 ? "reading is" : "readings are", "\(first)"))
        }
        if let mode = looseFileMode { lines.append(Message.problemFileMode("\(octal(mode))")) }
        if let mode = looseDirectoryMode { lines.append(Message.problemDirectoryMode("\(octal(mode))")) }
        for file in leftoverFiles { lines.append(Message.problemLeftover("\(file)")) }
        return lines
    }
}

func octal(_ mode: Int) -> String {
    "0" + String(mode, radix: 8)
}

extension ReadingStore {
    /// Reads the whole store and reports everything wrong with it.
    public func check() throws -> StoreCheck {
        var report = StoreCheck(path: path)
        report.leftoverFiles = leftoverTemporaryFiles()
        report.looseDirectoryMode = createsDirectory ? looseMode(parentDirectory(of: path), allowed: 0o700) : nil
        guard let file = try openForReading() else { return report }
        report.exists = true
        report.looseFileMode = looseMode(path, allowed: 0o600)
        let size = try io(.cannotRead) { try file.size() }
        if size > 0 {
            report.hasTornTail = try io(.cannotRead) { try file.read(count: 1, at: size - 1) } != [0x0A]
        }
        var ids = IDSet()
        var duplicated: Set<String> = []
        var latest = Int.min
        var lineNumber = 0
        try io(.cannotRead) {
            try LineReader.forEachLine(in: file) { bytes, _ in
                lineNumber += 1
                guard !isBlank(bytes) else { return true }
                guard let reading = ReadingLine.decode(bytes) else {
                    report.malformedLines.append(MalformedLine(lineNumber: lineNumber, preview: preview(bytes)))
                    return true
                }
                report.readingCount += 1
                if !ids.insert(reading.id) { duplicated.insert(reading.id) }
                if reading.takenAt.secondsSince1970 < latest {
                    report.outOfOrderLines.append(lineNumber)
                } else {
                    latest = reading.takenAt.secondsSince1970
                }
                return true
            }
        }
        if !duplicated.isEmpty {
            var lines: [String: [Int]] = [:]
            try forEachNumberedReading(in: file) { reading, number in
                if duplicated.contains(reading.id) { lines[reading.id, default: []].append(number) }
            }
            report.duplicateIDs = lines.map { StoreCheck.DuplicateID(id: $0, lineNumbers: $1) }
                .sorted { $0.lineNumbers[0] < $1.lineNumbers[0] }
        }
        return report
    }

    /// Fixes what `check` finds: unreadable and duplicate lines move to a `.rejected-<time>`
    /// file beside the store (never deleted), readings are sorted, a second reading with an id
    /// already taken gets a new id, modes are tightened and leftovers removed. Returns what
    /// was done, one line each.
    public func repair(now: Timestamp) throws -> [LocalizedText] {
        guard let (lock, file) = try openForChange() else { return [] }
        defer { withExtendedLifetime(lock) {} }
        let report = try check()
        var actions: [LocalizedText] = []
        if report.needsRewrite {
            actions += try rewriteRepairing(file, report: report, now: now)
        }
        if report.looseFileMode != nil, chmod(path, 0o600) == 0 {
            actions.append(Message.repairFileMode())
        }
        if report.looseDirectoryMode != nil, chmod(parentDirectory(of: path), 0o700) == 0 {
            actions.append(Message.repairDirectoryMode())
        }
        for name in report.leftoverFiles where unlink(parentDirectory(of: path) + "/" + name) == 0 {
            actions.append(Message.repairLeftover("\(name)"))
        }
        return actions
    }

    private func rewriteRepairing(_ file: OpenFile, report: StoreCheck, now: Timestamp) throws -> [LocalizedText] {
        let size = try io(.cannotRead) { try file.size() }
        let duplicated = Set(report.duplicateIDs.map(\.id))
        var kept: [(instant: Int, range: Range<Int>)] = []
        var rejected: [Range<Int>] = []
        var duplicateLines = 0
        var replacements: [Int: [UInt8]] = [:]
        var linesByID: [String: [[UInt8]]] = [:]
        var actions: [LocalizedText] = []
        var generator = SystemRandomNumberGenerator()
        var lineNumber = 0
        try io(.cannotRead) {
            try LineReader.forEachLine(in: file) { bytes, offset in
                lineNumber += 1
                let range = offset..<min(size, offset + bytes.count + 1)
                guard !isBlank(bytes) else { return true }
                guard var reading = ReadingLine.decode(bytes) else {
                    rejected.append(range)
                    return true
                }
                if duplicated.contains(reading.id) {
                    let line = Array(bytes)
                    let earlier = linesByID[reading.id, default: []]
                    if earlier.contains(line) {
                        rejected.append(range)
                        duplicateLines += 1
                        return true
                    }
                    linesByID[reading.id, default: []].append(line)
                    if !earlier.isEmpty {
                        let old = reading.id
                        reading.id = Reading.makeID(using: &generator)
                        replacements[offset] = ReadingLine.encode(reading)
                        actions.append(Message.repairNewID("\(lineNumber)", "\(reading.id)", "\(old)"))
                    }
                }
                kept.append((reading.takenAt.secondsSince1970, range))
                return true
            }
        }
        if !rejected.isEmpty {
            let rejectedPath = try quarantine(rejected, from: file, now: now)
            var kinds: [LocalizedText] = []
            for (count, message) in [(rejected.count - duplicateLines, Message.repairUnreadable), (duplicateLines, .repairDuplicates)]
            where count > 0 {
                kinds.append(LocalizedText(message, [.text(String(count)), .text(count == 1 ? "" : "s")]))
            }
            let moved = kinds.count == 2 ? Message.both(.localized(kinds[0]), .localized(kinds[1])) : kinds[0]
            actions.insert(Message.repairMoved(.localized(moved), "\(rejectedPath)"), at: 0)
        }
        if !report.outOfOrderLines.isEmpty {
            actions.append(Message.repairSorted())
        }
        kept.sort { $0.instant < $1.instant }
        try rewrite { temporary in
            var buffer: [UInt8] = []
            for entry in kept {
                if let replacement = replacements[entry.range.lowerBound] {
                    buffer += replacement
                } else {
                    buffer += try file.read(count: entry.range.count, at: entry.range.lowerBound)
                    if buffer.last != 0x0A { buffer.append(0x0A) }
                }
                if buffer.count >= LineReader.chunkSize {
                    try temporary.write(buffer)
                    buffer.removeAll(keepingCapacity: true)
                }
            }
            try temporary.write(buffer)
        }
        if report.hasTornTail, rejected.last?.upperBound != size {
            actions.append(Message.repairEndedLine())
        }
        return actions
    }

    /// Copies the lines in `ranges` to a new `<store>.rejected-<time>` file (0600) and
    /// returns its path.
    private func quarantine(_ ranges: [Range<Int>], from file: OpenFile, now: Timestamp) throws -> String {
        let stamp = String(building: { text in
            let day = now.localDate
            for (value, width) in [(day.year, 4), (day.month, 2), (day.day, 2)] { text.appendDigits(value, width: width) }
            text.append(UInt8(ascii: "T"))
            let second = now.secondOfDay
            for value in [second / 3600, second / 60 % 60, second % 60] { text.appendDigits(value, width: 2) }
        })
        var attempt = 1
        while true {
            let candidate = "\(path).rejected-\(stamp)" + (attempt == 1 ? "" : "-\(attempt)")
            let rejected: OpenFile
            do {
                rejected = try OpenFile(path: candidate, flags: O_WRONLY | O_CREAT | O_EXCL, mode: 0o600)
            } catch where error.code == EEXIST {
                attempt += 1
                continue
            } catch {
                throw TempLogError.io(Message.cannotCreateFile("\(candidate)", "\(error.description)"))
            }
            try io(.cannotWrite) {
                for range in ranges {
                    var line = try file.read(count: range.count, at: range.lowerBound)
                    if line.last != 0x0A { line.append(0x0A) }
                    try rejected.write(line)
                }
                try rejected.sync()
            }
            return candidate
        }
    }

    /// Calls `body` with each valid reading and its 1-based line number.
    private func forEachNumberedReading(in file: OpenFile, _ body: (Reading, Int) -> Void) throws {
        var lineNumber = 0
        try io(.cannotRead) {
            try LineReader.forEachLine(in: file) { bytes, _ in
                lineNumber += 1
                if let reading = ReadingLine.decode(bytes) { body(reading, lineNumber) }
                return true
            }
        }
    }

    /// Names of `.<store>.tmp-*` files beside the store.
    private func leftoverTemporaryFiles() -> [String] {
        let prefix = "." + fileName + ".tmp-"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parentDirectory(of: path))) ?? []
        return names.filter { $0.hasPrefix(prefix) }.sorted()
    }

    /// The permission bits of `path` when they allow more than `allowed`.
    private func looseMode(_ path: String, allowed: Int) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        let mode = Int(status.st_mode) & 0o777
        return mode & ~allowed == 0 ? nil : mode
    }
}

/// Ids seen so far, kept compactly: a hex id of up to 16 digits is stored as a number.
struct IDSet {
    private var numeric: Set<UInt64> = []
    private var other: Set<String> = []

    func contains(_ id: String) -> Bool {
        if id.utf8.count <= 16, let value = UInt64(id, radix: 16), id == id.lowercased() {
            return numeric.contains(value)
        }
        return other.contains(id)
    }

    /// Inserts `id`; false if it was already there.
    mutating func insert(_ id: String) -> Bool {
        if id.utf8.count <= 16, let value = UInt64(id, radix: 16), id == id.lowercased() {
            return numeric.insert(value).inserted
        }
        return other.insert(id).inserted
    }
}
