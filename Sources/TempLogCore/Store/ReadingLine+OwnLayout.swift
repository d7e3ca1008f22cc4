#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension ReadingLine {
    /// The time a line (without its `\n`) laid out as `encode(_:)` writes it —
    /// `{"id":"…","takenAt":"2026-11-29T07:31:00+09:00",…` — says it was taken, found in its
    /// bytes without decoding the line; nil for a line laid out otherwise. Whether the line is
    /// a reading at all is not told: a reader may pass over a line by this time, but must
    /// decode one it takes.
    ///
    /// Why it is exact — whenever the line is a valid reading, this is its `takenAt`: with no
    /// backslash up to the time's closing quote, no string there has an escape, so the bytes
    /// say plainly that the object's first members are `id` and `takenAt`. A later member
    /// could replace that `takenAt` (the decode keeps the last of a repeated key) only with a
    /// key spelled `"takenAt"`, or one with a `\u` escape (the only escape that gives a
    /// letter); the rest of the line must hold neither.
    static func takenAt(ofOwnLayout line: UnsafeBufferPointer<UInt8>) -> OwnLayoutTime? {
        // `{"id":"` and `,"takenAt":"` as little-endian words (loaded as such on any machine).
        let idOpening: UInt64 = 0x0022_3A22_6469_227B
        let takenAtKey: (UInt64, UInt32) = (0x416E_656B_6174_222C, 0x223A_2274)
        guard line.count > 7, let base = UnsafeRawPointer(line.baseAddress),
            UInt64(littleEndian: base.loadUnaligned(as: UInt64.self)) & 0x00FF_FFFF_FFFF_FFFF
                == idOpening,
            let idEnd = memchr(base + 7, 0x22, line.count - 7)
        else { return nil }
        let keyStart = base.distance(to: UnsafeRawPointer(idEnd)) + 1
        let timeStart = keyStart + 12
        let timeEnd = timeStart + 25
        guard timeEnd < line.count, line[timeEnd] == 0x22,
            UInt64(littleEndian: base.loadUnaligned(fromByteOffset: keyStart, as: UInt64.self))
                == takenAtKey.0,
            UInt32(littleEndian: base.loadUnaligned(fromByteOffset: keyStart + 8, as: UInt32.self))
                == takenAtKey.1,
            !mayOverrideTakenAt(in: line, after: timeEnd)
        else { return nil }
        return OwnLayoutTime(UnsafeBufferPointer(rebasing: line[timeStart..<timeEnd]))
    }

    /// Whether the line's `takenAt` may be other than its bytes plainly say: it holds a
    /// backslash before `end` (the time's closing quote), or after it a `\u` escape (found
    /// from its backslash) or `"takenAt"` (found from its `k`, a byte few store lines hold).
    private static func mayOverrideTakenAt(in line: UnsafeBufferPointer<UInt8>, after end: Int)
        -> Bool
    {
        var backslash = firstBackslash(in: line, from: 0)
        while let index = backslash {
            if index < end || index + 1 < line.count && line[index + 1] == UInt8(ascii: "u") {
                return true
            }
            backslash = firstBackslash(in: line, from: index + 2)
        }
        guard let base = line.baseAddress else { return false }
        let kIndex = 3
        var from = end + 1 + kIndex
        while from < line.count, let found = memchr(base + from, 0x6B, line.count - from) {
            let start = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) - kIndex
            if line[start...].starts(with: #""takenAt""#.utf8) { return true }
            from = start + kIndex + 1
        }
        return false
    }

    private static func firstBackslash(in bytes: UnsafeBufferPointer<UInt8>, from start: Int)
        -> Int?
    {
        guard let base = bytes.baseAddress, start < bytes.count,
            let found = memchr(base + start, 0x5C, bytes.count - start)
        else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
}
