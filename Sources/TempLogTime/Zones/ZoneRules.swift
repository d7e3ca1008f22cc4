import TempLogText

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A time zone's UTC offsets over time, read from the system's TZif files.
///
/// Instants and wall times are seconds since 1970-01-01T00:00 without leap seconds, as POSIX
/// time counts them. Values beyond ±2^62 seconds (about ±146 billion years) are treated as
/// ±2^62 seconds, so that no arithmetic can overflow.
///
/// Two values are equal when they have the same name and the same rules.
public struct ZoneRules: Sendable, Equatable {
    /// The name it was found by ("Asia/Tokyo", "UTC", a POSIX TZ string like "JST-9").
    public let name: String
    /// The instants at which the offset may change, strictly ascending.
    private let transitionInstants: [Int]
    /// `offsetsFromTransition[i]` is the offset in force from `transitionInstants[i]` on.
    private let offsetsFromTransition: [Int]
    /// The offset in force before the first transition, or always when there is none.
    private let initialOffset: Int
    /// The rule in force from the last transition on (from the start when there is none).
    private let finalRule: POSIXTimeZoneRule?
    /// The largest magnitude of any offset the zone uses.
    private let largestOffsetMagnitude: Int

    private init(
        name: String,
        transitionInstants: [Int],
        offsetsFromTransition: [Int],
        initialOffset: Int,
        finalRule: POSIXTimeZoneRule?
    ) {
        var offsetsFromTransition = offsetsFromTransition
        if let finalRule, let lastInstant = transitionInstants.last {
            offsetsFromTransition[offsetsFromTransition.count - 1] = finalRule.offset(
                at: Self.clamped(lastInstant))
        }
        let allOffsets = [initialOffset] + offsetsFromTransition + (finalRule?.offsets ?? [])
        self.name = name
        self.transitionInstants = transitionInstants
        self.offsetsFromTransition = offsetsFromTransition
        self.initialOffset = initialOffset
        self.finalRule = finalRule
        self.largestOffsetMagnitude = allOffsets.map { abs($0) }.max() ?? 0
    }

    /// UTC, named "UTC".
    public static let utc = ZoneRules(fixedOffset: 0, name: "UTC")

    /// A zone that is always `offset` seconds east of UTC.
    private init(fixedOffset offset: Int, name: String) {
        self.init(
            name: name,
            transitionInstants: [],
            offsetsFromTransition: [],
            initialOffset: offset,
            finalRule: nil
        )
    }
}

// MARK: - Offsets

extension ZoneRules {
    /// Seconds east of UTC in force at `secondsSince1970` (an instant).
    ///
    /// A binary search over the zone's transitions, then its final rule; it allocates nothing.
    public func offset(at secondsSince1970: Int) -> Int {
        unclampedOffset(at: Self.clamped(secondsSince1970))
    }

    /// The instant(s) a local wall-clock time names. `wallSeconds` is seconds since
    /// 1970-01-01T00:00 on the wall clock (i.e. instant + offset).
    package func resolve(wallSeconds: Int) -> WallTimeResolution {
        let wall = Self.clamped(wallSeconds)
        // An instant showing `wall` is `wall - offset`, so it lies within the largest offset
        // of `wall`. Walk the stretches of constant offset that overlap that window; in each,
        // `wall - offset` is either inside (a solution), past its end (the wall clock reaches
        // `wall` later), or before its start (the wall clock jumped over `wall` on entry).
        var stretchStart = wall - largestOffsetMagnitude
        var stretchOffset = unclampedOffset(at: stretchStart)
        var previousOffset = stretchOffset
        var solutions: (earliest: Int, latest: Int)?
        var firstGap: (movedTo: Int, gapSeconds: Int)?
        while true {
            let next = nextTransition(after: stretchStart)
            let candidate = wall - stretchOffset
            if candidate < stretchStart {
                // The first stretch never gets here, as its candidate is within the window.
                if firstGap == nil {
                    firstGap = (wall - previousOffset, stretchOffset - previousOffset)
                }
            } else if candidate < next?.instant ?? Int.max {
                solutions = (solutions?.earliest ?? candidate, candidate)
            }
            guard let next, next.instant <= wall + largestOffsetMagnitude else { break }
            previousOffset = stretchOffset
            stretchStart = next.instant
            stretchOffset = next.offset
        }
        if let solutions {
            return solutions.earliest == solutions.latest
                ? .unique(secondsSince1970: solutions.earliest)
                : .repeated(earlier: solutions.earliest, later: solutions.latest)
        }
        // Without a solution the wall clock jumped over `wall`: the last stretch ends after
        // its candidate, so its candidate lies before its start if not inside it. The guard
        // cannot fail, but answering beats trapping if that reasoning ever breaks.
        guard let firstGap else {
            return .unique(secondsSince1970: wall - unclampedOffset(at: wall))
        }
        return .skipped(movedTo: firstGap.movedTo, gapSeconds: firstGap.gapSeconds)
    }

    /// The offset in force at `instant`, which must lie within ±(2^62 + 2^32) so that the
    /// final rule cannot overflow: a clamped instant or wall time plus or minus an offset.
    private func unclampedOffset(at instant: Int) -> Int {
        if let finalRule, instant >= transitionInstants.last ?? Int.min {
            return finalRule.offset(at: instant)
        }
        let count = transitionCount(atOrBefore: instant)
        return count == 0 ? initialOffset : offsetsFromTransition[count - 1]
    }

    /// The first transition strictly after `instant` and the offset in force from it on, which
    /// may be the one in force before it. `instant` must lie within ±(2^62 + 2^32), like the
    /// argument of `unclampedOffset(at:)`.
    func nextTransition(after instant: Int) -> (instant: Int, offset: Int)? {
        if let finalRule, instant >= transitionInstants.last ?? Int.min {
            guard let next = finalRule.nextTransition(after: instant) else { return nil }
            return (next, finalRule.offset(at: next))
        }
        let index = transitionCount(atOrBefore: instant)
        guard index < transitionInstants.count else { return nil }
        return (transitionInstants[index], offsetsFromTransition[index])
    }

    /// The number of transitions at or before `instant`.
    private func transitionCount(atOrBefore instant: Int) -> Int {
        var low = 0
        var high = transitionInstants.count
        while low < high {
            let middle = low + (high - low) / 2
            if transitionInstants[middle] <= instant {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    /// `value` limited to ±2^62.
    private static func clamped(_ value: Int) -> Int {
        let limit = 1 << 62
        return min(max(value, -limit), limit)
    }
}

/// What a local wall-clock time names.
package enum WallTimeResolution: Equatable, Sendable {
    /// The usual case: exactly one instant.
    case unique(secondsSince1970: Int)
    /// The wall time does not exist (a spring-forward gap); `movedTo` is the instant the same
    /// number of seconds after the gap's start, as Foundation's Calendar does (02:30 on a New
    /// York spring-forward day → 03:30 EDT); `gapSeconds` how long the gap is.
    case skipped(movedTo: Int, gapSeconds: Int)
    /// The wall time happens twice (a fall-back overlap): the earlier and later instants.
    case repeated(earlier: Int, later: Int)
}

// MARK: - Finding zones

extension ZoneRules {
    /// Finds a zone by IANA name in `$TZDIR` or /usr/share/zoneinfo (also
    /// /usr/share/lib/zoneinfo, /usr/lib/zoneinfo if present), by absolute path to a TZif file,
    /// or parses a POSIX TZ string ("JST-9", "EST5EDT,M3.2.0,M11.1.0", "<+0330>-3:30").
    ///
    /// A name that is both a file and a TZ string ("EST5EDT") means the file, as in glibc.
    /// The names of UTC ("UTC", "GMT", "Etc/UTC", "Zulu", …) work without any files.
    /// Returns nil when it names no zone (e.g. "Mars/Olympus", "", garbage, a path that is not
    /// a TZif file, a name with ".." components).
    public static func named(_ name: String) -> ZoneRules? {
        named(name, searching: zoneDirectories())
    }

    /// What the TZ environment variable selects, with POSIX/glibc semantics: nil (unset) → the
    /// system zone (/etc/localtime, else UTC); "" → UTC; a leading ":" is dropped; otherwise
    /// `named`. Returns nil when TZ is set but names no zone (the caller reports that as an
    /// error).
    public static func fromEnvironment(_ tz: String?) -> ZoneRules? {
        guard var name = tz else { return system() }
        if name.hasPrefix(":") {
            name.removeFirst()
        }
        return name.isEmpty ? .utc : named(name)
    }

    /// `named(_:)`, looking IANA names up in `directories`, in order.
    static func named(_ name: String, searching directories: [String]) -> ZoneRules? {
        guard !name.isEmpty, !name.utf8.contains(0),
            !name.split(separator: "/").contains("..")
        else { return nil }
        if utcNames.contains(name) {
            return ZoneRules(fixedOffset: 0, name: name)
        }
        if name.hasPrefix("/") {
            return readZoneFile(atPath: name).flatMap { ZoneRules(name: name, tzifBytes: $0) }
        }
        for directory in directories {
            if let bytes = readZoneFile(atPath: directory + "/" + name) {
                if let zone = ZoneRules(name: name, tzifBytes: bytes) {
                    return zone
                }
                break  // Not a TZif file (zone.tab, leapseconds, …); maybe a TZ string.
            }
        }
        guard let rule = POSIXTimeZoneRule(name) else { return nil }
        return ZoneRules(
            name: name,
            transitionInstants: [],
            offsetsFromTransition: [],
            initialOffset: rule.standardOffset,
            finalRule: rule
        )
    }

    /// The zone /etc/localtime (or `localtimePath`) holds, named after its symbolic link's
    /// target below a `zoneinfo` directory, or "localtime"; UTC when it holds none.
    static func system(localtimePath: String = "/etc/localtime") -> ZoneRules {
        guard let bytes = readZoneFile(atPath: localtimePath),
            let zone = ZoneRules(name: systemZoneName(localtimePath), tzifBytes: bytes)
        else { return .utc }
        return zone
    }

    /// The names that mean UTC, which need no tzdata installed.
    private static let utcNames = [
        "UTC", "Etc/UTC", "UCT", "Etc/UCT", "Universal", "Etc/Universal", "Zulu", "Etc/Zulu",
        "GMT", "Etc/GMT", "GMT0", "Etc/GMT0", "GMT+0", "Etc/GMT+0", "GMT-0", "Etc/GMT-0",
        "Greenwich", "Etc/Greenwich",
    ]

    /// `[$TZDIR]` when it is set, otherwise the usual tzdata locations.
    private static func zoneDirectories() -> [String] {
        if let zoneDirectory = getenv("TZDIR").map({ String(cString: $0) }),
            !zoneDirectory.isEmpty
        {
            return [zoneDirectory]
        }
        return ["/usr/share/zoneinfo", "/usr/share/lib/zoneinfo", "/usr/lib/zoneinfo"]
    }

    /// The IANA name in the target of the symbolic link at `path` ("America/New_York" for
    /// "/usr/share/zoneinfo/America/New_York"), or "localtime".
    private static func systemZoneName(_ path: String) -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink(path, &buffer, buffer.count - 1)
        guard length > 0 else { return "localtime" }
        let target = String(
            decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let range = target.ranges(of: "zoneinfo/").last, range.upperBound < target.endIndex
        else { return "localtime" }
        return String(target[range.upperBound...])
    }

    /// The contents of the regular file at `path`, or nil when there is none or it is larger
    /// than any TZif file (1 MiB). The first read asks for the size `fstat` gives and a byte
    /// more (or `firstRead` bytes), so a usual zone file takes one read and one that finds the
    /// end; a file that grew, or tells no size, is read on in larger pieces.
    static func readZoneFile(atPath path: String, firstRead: Int? = nil) -> [UInt8]? {
        let maximumSize = 1 << 20
        // O_NONBLOCK keeps a FIFO at `path` from blocking the open.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            return nil
        }
        var capacity = max(1, firstRead ?? min(max(Int(status.st_size), 0), maximumSize) + 1)
        var buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 1)
        defer { buffer.deallocate() }
        var filled = 0
        while filled <= maximumSize {
            if filled == capacity {
                let larger = UnsafeMutableRawPointer.allocate(
                    byteCount: min(capacity * 2, maximumSize + 1), alignment: 1)
                larger.copyMemory(from: buffer, byteCount: filled)
                buffer.deallocate()
                buffer = larger
                capacity = min(capacity * 2, maximumSize + 1)
            }
            let count = read(descriptor, buffer + filled, capacity - filled)
            if count < 0 {
                if errno == EINTR {
                    continue
                }
                return nil
            }
            if count == 0 {
                return Array(UnsafeRawBufferPointer(start: buffer, count: filled))
            }
            filled += count
        }
        return nil
    }
}

// MARK: - TZif files

extension ZoneRules {
    /// Reads the contents of a TZif file (RFC 8536, versions 1 to 4; later version digits are
    /// read like 4); nil unless they are well-formed.
    ///
    /// Version 2 and later files are read from their 64-bit data and footer TZ string; leap
    /// second records and the standard/wall and UT/local indicators are skipped. Before the
    /// first transition the first time type (type 0) is in force, as RFC 8536 §3.2 says.
    package init?(name: String, tzifBytes: [UInt8]) {
        var reader = TZifReader(bytes: tzifBytes)
        guard let firstHeader = reader.readHeader() else { return nil }
        let data: TZifReader.DataBlock
        var finalRule: POSIXTimeZoneRule?
        if firstHeader.version == 1 {
            guard let block = reader.readDataBlock(firstHeader, timeSize: 4) else { return nil }
            data = block
        } else {
            guard reader.skip(firstHeader.dataBlockLength(timeSize: 4)),
                let secondHeader = reader.readHeader(),
                let block = reader.readDataBlock(secondHeader, timeSize: 8),
                let footer = reader.readFooter()
            else { return nil }
            if !footer.isEmpty {
                guard let rule = POSIXTimeZoneRule(String(decoding: footer, as: UTF8.self)) else {
                    return nil
                }
                finalRule = rule
            }
            data = block
        }
        self.init(
            name: name,
            transitionInstants: data.transitionInstants,
            offsetsFromTransition: data.transitionTypes.map { data.typeOffsets[$0] },
            initialOffset: data.typeOffsets[0],
            finalRule: finalRule
        )
    }
}

/// Reads the parts of a TZif file (RFC 8536) in order, checking each.
private struct TZifReader {
    /// A TZif header: the version and the counts of the data block that follows.
    struct Header {
        /// 1 for version 1, 2 or more for the versions with 64-bit data and a footer.
        let version: Int
        let utIndicatorCount: Int
        let standardIndicatorCount: Int
        let leapSecondCount: Int
        let transitionCount: Int
        let typeCount: Int
        let abbreviationByteCount: Int

        /// The length of the data block in bytes, with `timeSize`-byte times.
        func dataBlockLength(timeSize: Int) -> Int {
            transitionCount * (timeSize + 1) + typeCount * 6 + abbreviationByteCount
                + leapSecondCount * (timeSize + 4) + standardIndicatorCount + utIndicatorCount
        }
    }

    /// The parts of a data block that give offsets.
    struct DataBlock {
        /// Strictly ascending.
        let transitionInstants: [Int]
        /// Indices into `typeOffsets`, one per transition.
        let transitionTypes: [Int]
        /// Each local time type's seconds east of UTC; never empty.
        let typeOffsets: [Int]
    }

    /// The whole file.
    let bytes: [UInt8]
    /// The index of the next unread byte.
    private var position = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Reads a 44-byte header: "TZif", the version, 15 unused bytes, and six counts.
    mutating func readHeader() -> Header? {
        guard bytes.count - position >= 44,
            bytes[position..<position + 4].elementsEqual("TZif".utf8)
        else { return nil }
        let version: Int
        switch bytes[position + 4] {
        case 0: version = 1
        case let digit where (UInt8(ascii: "2")...UInt8(ascii: "9")).contains(digit):
            version = Int(digit - UInt8(ascii: "0"))
        default: return nil
        }
        position += 20
        var counts: [Int] = []
        for _ in 0..<6 {
            counts.append(readInteger(size: 4, signed: false))
        }
        let header = Header(
            version: version,
            utIndicatorCount: counts[0],
            standardIndicatorCount: counts[1],
            leapSecondCount: counts[2],
            transitionCount: counts[3],
            typeCount: counts[4],
            abbreviationByteCount: counts[5]
        )
        guard header.typeCount > 0,
            [0, header.typeCount].contains(header.utIndicatorCount),
            [0, header.typeCount].contains(header.standardIndicatorCount)
        else { return nil }
        return header
    }

    /// Reads the data block that `header` describes.
    mutating func readDataBlock(_ header: Header, timeSize: Int) -> DataBlock? {
        guard bytes.count - position >= header.dataBlockLength(timeSize: timeSize) else {
            return nil
        }
        var transitionInstants: [Int] = []
        transitionInstants.reserveCapacity(header.transitionCount)
        for _ in 0..<header.transitionCount {
            let instant = readInteger(size: timeSize, signed: true)
            if let previous = transitionInstants.last, instant <= previous {
                return nil
            }
            transitionInstants.append(instant)
        }
        let transitionTypes = bytes[position..<position + header.transitionCount].map(Int.init)
        guard transitionTypes.allSatisfy({ $0 < header.typeCount }) else { return nil }
        position += header.transitionCount
        var typeOffsets: [Int] = []
        for _ in 0..<header.typeCount {
            let offset = readInteger(size: 4, signed: true)
            let isDaylightSaving = bytes[position]
            let abbreviationIndex = Int(bytes[position + 1])
            position += 2
            guard offset != Int(Int32.min), isDaylightSaving <= 1,
                abbreviationIndex < header.abbreviationByteCount
            else { return nil }
            typeOffsets.append(offset)
        }
        position +=
            header.abbreviationByteCount + header.leapSecondCount * (timeSize + 4)
            + header.standardIndicatorCount + header.utIndicatorCount
        return DataBlock(
            transitionInstants: transitionInstants,
            transitionTypes: transitionTypes,
            typeOffsets: typeOffsets
        )
    }

    /// Reads the footer, a TZ string between two newlines, and returns the string's bytes.
    mutating func readFooter() -> ArraySlice<UInt8>? {
        let newline = UInt8(ascii: "\n")
        guard position < bytes.count, bytes[position] == newline,
            let end = bytes[(position + 1)...].firstIndex(of: newline)
        else { return nil }
        defer { position = end + 1 }
        return bytes[(position + 1)..<end]
    }

    /// Skips `count` bytes if there are that many.
    mutating func skip(_ count: Int) -> Bool {
        guard bytes.count - position >= count else { return false }
        position += count
        return true
    }

    /// Reads a big-endian integer of `size` (4 or 8) bytes; the caller checks there are enough.
    private mutating func readInteger(size: Int, signed: Bool) -> Int {
        // One load, not a loop over a slice: a zone's hundreds of transitions are read at
        // every start.
        let value = bytes.withUnsafeBufferPointer { buffer in
            size == 8
                ? ByteView(buffer).bigEndianUInt64(at: position)
                : UInt64(ByteView(buffer).bigEndianUInt32(at: position))
        }
        position += size
        switch (size, signed) {
        case (4, true): return Int(Int32(truncatingIfNeeded: value))
        case (4, false): return Int(UInt32(truncatingIfNeeded: value))
        default: return Int(Int64(bitPattern: value))
        }
    }
}
