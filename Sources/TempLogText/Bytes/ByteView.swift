/// A read-only view of bytes in memory that checks every load against its bounds, in release
/// builds too: the one place where templog reads raw memory.
///
/// The scans that look at several bytes at once (the JSON scanner, the XML tokenizer, the
/// zone-file reader, the byte checks) load their bytes and words through it. A load outside
/// the view stops the program with a message instead of reading memory that belongs to
/// something else. The view does not own its bytes: it is valid while the buffer it was made
/// from is, as an `UnsafeBufferPointer` is.
///
/// Its members are `@inlinable`: a load that is a call costs the scans more than the check.
@usableFromInline package struct ByteView {
    @usableFromInline let start: UnsafeRawPointer?
    /// How many bytes the view holds.
    @usableFromInline package let count: Int

    /// A view of `buffer`'s bytes.
    @inlinable
    package init(_ buffer: UnsafeBufferPointer<UInt8>) {
        self.init(start: buffer.baseAddress, count: buffer.count)
    }

    /// A view of `count` bytes from `start`, which must all be readable.
    @inlinable
    package init(start: UnsafePointer<UInt8>?, count: Int) {
        precondition(count >= 0 && (start != nil || count == 0), "a byte view needs its bytes")
        self.start = UnsafeRawPointer(start)
        self.count = count
    }

    /// The byte at `index`.
    @inlinable @inline(__always)
    package subscript(index: Int) -> UInt8 {
        checkRange(index, 1)
        return start.unsafelyUnwrapped.load(fromByteOffset: index, as: UInt8.self)
    }

    /// The byte at `index`, or nil past the end (but never before the start).
    @inlinable @inline(__always)
    package func byte(at index: Int) -> UInt8? {
        index < count ? self[index] : nil
    }

    /// The bytes of `range`, as a view of their own (indexed from 0).
    @inlinable
    package subscript(range: Range<Int>) -> ByteView {
        checkRange(range.lowerBound, range.count)
        return ByteView(
            start: start.map { ($0 + range.lowerBound).assumingMemoryBound(to: UInt8.self) },
            count: range.count)
    }

    /// The bytes of `range` as a buffer, to hand to code that keeps them no longer than the
    /// view's bytes live.
    @inlinable @inline(__always)
    package func buffer(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        checkRange(range.lowerBound, range.count)
        return UnsafeBufferPointer(
            start: start.map { ($0 + range.lowerBound).assumingMemoryBound(to: UInt8.self) },
            count: range.count)
    }

    /// The eight bytes from `offset` as a word, the first byte the lowest (little-endian),
    /// on any machine.
    @inlinable @inline(__always)
    package func littleEndianUInt64(at offset: Int) -> UInt64 {
        checkRange(offset, 8)
        return UInt64(
            littleEndian: start.unsafelyUnwrapped.loadUnaligned(
                fromByteOffset: offset, as: UInt64.self))
    }

    /// The eight bytes from `offset` as a word, the first byte the highest (big-endian), on
    /// any machine.
    @inlinable
    package func bigEndianUInt64(at offset: Int) -> UInt64 {
        checkRange(offset, 8)
        return UInt64(
            bigEndian: start.unsafelyUnwrapped.loadUnaligned(
                fromByteOffset: offset, as: UInt64.self))
    }

    /// The four bytes from `offset` as a word, the first byte the highest (big-endian), on
    /// any machine.
    @inlinable
    package func bigEndianUInt32(at offset: Int) -> UInt32 {
        checkRange(offset, 4)
        return UInt32(
            bigEndian: start.unsafelyUnwrapped.loadUnaligned(
                fromByteOffset: offset, as: UInt32.self))
    }

    /// The 16 bytes from `offset` as a vector.
    @inlinable
    package func vector16(at offset: Int) -> SIMD16<UInt8> {
        checkRange(offset, 16)
        return start.unsafelyUnwrapped.loadUnaligned(
            fromByteOffset: offset, as: SIMD16<UInt8>.self)
    }

    /// Whether the bytes from `offset` are `other`'s (false when the view ends first), compared
    /// eight at a time.
    @inlinable
    package func matches(_ other: ByteView, at offset: Int) -> Bool {
        guard offset >= 0, count - offset >= other.count else { return false }
        var index = 0
        while index + 8 <= other.count {
            if littleEndianUInt64(at: offset + index) != other.littleEndianUInt64(at: index) {
                return false
            }
            index += 8
        }
        while index < other.count {
            if self[offset + index] != other[index] { return false }
            index += 1
        }
        return true
    }

    /// Whether the bytes from `offset` are `text`'s (false when the view ends first).
    @inlinable
    package func matches(_ text: StaticString, at offset: Int) -> Bool {
        matches(ByteView(start: text.utf8Start, count: text.utf8CodeUnitCount), at: offset)
    }

    /// Whether the bytes from `offset` are `bytes`' (false when the view ends first).
    @inlinable
    package func matches(_ bytes: [UInt8], at offset: Int) -> Bool {
        bytes.withUnsafeBufferPointer { matches(ByteView($0), at: offset) }
    }

    /// The bytes of `range` as a string, each invalid UTF-8 sequence a replacement character.
    @inlinable
    package func string(_ range: Range<Int>) -> String {
        String(decoding: buffer(range), as: UTF8.self)
    }

    /// Stops the program unless `length` bytes from `offset` lie within the view.
    @inlinable @inline(__always)
    func checkRange(_ offset: Int, _ length: Int) {
        precondition(
            offset >= 0 && length >= 0 && offset <= count &- length,
            "a load outside a byte view")
    }
}
