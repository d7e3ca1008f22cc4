import TempLogText

/// The fast path for the start tags a selection passes over: the tag is checked without
/// keeping, decoding or reporting anything, sixteen bytes of a name or value at a time.
extension XMLTokenizer {
    /// A start tag read by `skippedTag`: where its name and the tag end, and how many lines it
    /// spans.
    struct SkippedTag {
        let nameEnd: Int
        let end: Int
        let isEmpty: Bool
        let newlines: Int
    }

    /// Reads the start tag at `start` when `selection` does not select it and it is plainly
    /// well-formed; nil when it is selected, or when anything needs a closer look (the buffer
    /// ends inside it, a repeated attribute name could be there, something is malformed), which
    /// the general path then reads, reporting exactly what is wrong. So this path accepts only
    /// what the general one accepts, and never throws.
    static func skippedTag(
        _ bytes: ByteView, at start: Int, end: Int, selection: XMLSelection
    ) -> SkippedTag? {
        guard let nameEnd = endOfName(bytes, from: start + 1, end: end) else { return nil }
        // A tag named as the selection's element is passed over only when its first attribute
        // is the deciding one, with a value that needs no decoding and is not selected.
        var isDecided = !selection.isElement(bytes, start + 1..<nameEnd)
        var names: UInt64 = 0
        var newlines = 0
        var cursor = nameEnd
        while true {
            let spaceStart = cursor
            // Usually one space, then the next attribute's name.
            if cursor + 1 < end, bytes[cursor] == 0x20, bytes[cursor + 1] > 0x20 { cursor += 1 }
            space: while cursor < end {
                switch bytes[cursor] {
                case 0x20, 0x09, 0x0D: cursor += 1
                case 0x0A:
                    newlines += 1
                    cursor += 1
                default: break space
                }
            }
            guard cursor < end else { return nil }
            switch bytes[cursor] {
            case UInt8(ascii: ">"):
                return SkippedTag(
                    nameEnd: nameEnd, end: cursor + 1, isEmpty: false, newlines: newlines)
            case UInt8(ascii: "/"):
                guard cursor + 1 < end, bytes[cursor + 1] == UInt8(ascii: ">") else { return nil }
                return SkippedTag(
                    nameEnd: nameEnd, end: cursor + 2, isEmpty: true, newlines: newlines)
            default: break
            }
            guard cursor > spaceStart, let attributeEnd = endOfName(bytes, from: cursor, end: end),
                attributeEnd + 1 < end, bytes[attributeEnd] == UInt8(ascii: "=")
            else { return nil }
            let bit = nameBit(bytes, cursor..<attributeEnd)
            guard names & bit == 0 else { return nil }
            names |= bit
            let quote = bytes[attributeEnd + 1]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"),
                let (valueEnd, isPlain) = skippedValue(
                    bytes, from: attributeEnd + 2, end: end, quote: quote, newlines: &newlines)
            else { return nil }
            if !isDecided {
                guard isPlain, selection.isAttribute(bytes, cursor..<attributeEnd),
                    !selection.isValue(bytes, attributeEnd + 2..<valueEnd)
                else { return nil }
                isDecided = true
            }
            cursor = valueEnd + 1
        }
    }

    /// The end of the name at `index`, or nil when there is none or the buffer ends in it.
    @inline(__always)
    private static func endOfName(_ bytes: ByteView, from index: Int, end: Int) -> Int? {
        guard index < end, isNameStart(bytes[index]) else { return nil }
        var cursor = index + 1
        while cursor + 16 <= end {
            let vector = bytes.vector16(at: cursor)
            // The bytes `isNameCharacter` accepts: letters, digits and `:`, `-` and `.`, `_`,
            // and every byte of a multi-byte character.
            let isName =
                (vector | SIMD16<UInt8>(repeating: 0x20)) &- SIMD16<UInt8>(repeating: 0x61)
                .< SIMD16<UInt8>(repeating: 26)
                .| vector &- SIMD16<UInt8>(repeating: 0x30) .< SIMD16<UInt8>(repeating: 11)
                .| vector &- SIMD16<UInt8>(repeating: 0x2D) .< SIMD16<UInt8>(repeating: 2)
                .| vector .== SIMD16<UInt8>(repeating: 0x5F)
                .| vector .>= SIMD16<UInt8>(repeating: 0x80)
            let lanes = ~unsafeBitCast(isName, to: SIMD2<UInt64>.self)
            if lanes[0] != 0 { return cursor + lanes[0].trailingZeroBitCount / 8 }
            if lanes[1] != 0 { return cursor + 8 + lanes[1].trailingZeroBitCount / 8 }
            cursor += 16
        }
        while cursor < end, isNameCharacter(bytes[cursor]) { cursor += 1 }
        return cursor < end ? cursor : nil
    }

    /// One bit of 64 for an attribute name, from its length and its first, middle and last
    /// bytes: two names with different bits differ. (The names of a Health export's records,
    /// workouts and activity summaries each get a bit of their own.)
    @inline(__always)
    static func nameBit(_ bytes: ByteView, _ name: Range<Int>) -> UInt64 {
        let key =
            UInt64(name.count) | UInt64(bytes[name.lowerBound]) << 8
            | UInt64(bytes[name.upperBound - 1]) << 16
            | UInt64(bytes[name.lowerBound + name.count / 2]) << 24
        return 1 &<< ((key &* 0x9E37_79B9_7F4A_7C15) &>> 58)
    }

    /// The length of the named entity at `index` (an `&`) when it is `&lt;`, `&gt;`, `&amp;`,
    /// `&quot;` or `&apos;`, told from eight bytes at once; nil for anything else.
    @inline(__always)
    private static func namedEntityLength(
        _ bytes: ByteView, at index: Int, end: Int
    ) -> Int? {
        guard index + 8 <= end else { return nil }
        let word = bytes.littleEndianUInt64(at: index)
        // `&lt;` and `&gt;` are four bytes, `&amp;` five, `&quot;` and `&apos;` six.
        let four = word & 0xFFFF_FFFF
        let entities = namedEntityWords
        if four == entities.lt || four == entities.gt { return 4 }
        if word & 0xFF_FFFF_FFFF == entities.amp { return 5 }
        let six = word & 0xFFFF_FFFF_FFFF
        if six == entities.quot || six == entities.apos { return 6 }
        return nil
    }

    /// Where the reference at `index` (an `&`) ends, or nil when it is not plainly right.
    @inline(never)
    private static func referenceEnd(_ bytes: ByteView, at index: Int, end: Int)
        -> Int?
    {
        if let length = namedEntityLength(bytes, at: index, end: end) { return index + length }
        return try? reference(bytes, at: index, end: end).end
    }

    /// XML's five named entities, each as the word `namedEntityLength` compares with.
    private static let namedEntityWords = (
        lt: entityWord("&lt;"), gt: entityWord("&gt;"), amp: entityWord("&amp;"),
        quot: entityWord("&quot;"), apos: entityWord("&apos;")
    )

    /// The bytes of `text` (up to eight) as a little-endian word.
    private static func entityWord(_ text: StaticString) -> UInt64 {
        let bytes = ByteView(start: text.utf8Start, count: text.utf8CodeUnitCount)
        var word: UInt64 = 0
        for index in (0..<bytes.count).reversed() {
            word = word << 8 | UInt64(bytes[index])
        }
        return word
    }

    /// Reads an attribute value up to its closing `quote`, counting its lines; returns the
    /// offset of the quote and whether the value is plain (no reference, tab, newline or
    /// carriage return), or nil when the value holds `<` or a reference that is not plainly
    /// right, or the buffer ends inside it.
    @inline(__always)
    private static func skippedValue(
        _ bytes: ByteView, from index: Int, end: Int, quote: UInt8,
        newlines: inout Int
    ) -> (Int, Bool)? {
        var cursor = index
        var isPlain = true
        while true {
            if cursor + 16 <= end {
                // Sixteen bytes at a time while none is the quote, `<`, `&` or a control byte.
                let vector = bytes.vector16(at: cursor)
                // (With the vectors' types spelt out, each test is one instruction.)
                let stops =
                    vector .== SIMD16<UInt8>(repeating: quote)
                    .| vector .== SIMD16<UInt8>(repeating: 0x3C)
                    .| vector .== SIMD16<UInt8>(repeating: 0x26)
                    .| vector .< SIMD16<UInt8>(repeating: 0x20)
                // A mask's true lanes are all ones: the first is the lowest set byte.
                let lanes = unsafeBitCast(stops, to: SIMD2<UInt64>.self)
                if lanes[0] | lanes[1] == 0 {
                    cursor += 16
                    continue
                }
                cursor +=
                    lanes[0] != 0
                    ? lanes[0].trailingZeroBitCount / 8 : 8 + lanes[1].trailingZeroBitCount / 8
            } else {
                while cursor < end {
                    let byte = bytes[cursor]
                    if byte < 64, valueStops & (1 &<< UInt64(byte)) != 0 { break }
                    cursor += 1
                }
                guard cursor < end else { return nil }
            }
            switch bytes[cursor] {
            case quote: return (cursor, isPlain)
            case UInt8(ascii: "\n"):
                newlines += 1
                isPlain = false
            case UInt8(ascii: "\t"), UInt8(ascii: "\r"): isPlain = false
            case UInt8(ascii: "<"): return nil
            case UInt8(ascii: "&"):
                isPlain = false
                guard let referenceEnd = referenceEnd(bytes, at: cursor, end: end) else {
                    return nil
                }
                cursor = referenceEnd - 1
            default: break
            }
            cursor += 1
        }
    }
}
