import TempLogText

/// A streaming tokenizer for the XML that Apple Health exports are written in: start and end
/// tags with their attributes (either quote style, the five named entities and character
/// references decoded), checked for well-formedness as far as a reader of attributes needs;
/// text, comments, CDATA sections, processing instructions and the DOCTYPE (with its internal
/// subset) are skipped.
///
/// Given an `XMLSelection`, it reports only the elements selected and what they hold; every
/// other start tag takes a fast path that checks it without keeping its attributes.
///
/// It is fed a buffer at a time and says how much of it it used: a construct cut by the end of
/// the buffer is left for the next call, which gets the rest appended. Tokens point into the
/// buffer and are valid only during the callback.
package struct XMLTokenizer {
    /// The line of the first byte not yet used.
    private(set) var line = 1
    /// Whether the next byte is the first of the document (where a byte order mark may be).
    private var atDocumentStart = true
    /// The names of the open elements, one after the other, and where each ends in it.
    private var openNames: [UInt8] = []
    private var openNameEnds: [Int] = []
    private var openLines: [Int] = []
    /// Whether the root element has been opened.
    private var hasRoot = false
    /// Whether the DOCTYPE has been read (a document has at most one).
    private var hasDoctype = false
    /// Whether the buffer being read is the end of the document.
    private var isFinal = false
    var attributes: [XMLAttributeSpan] = []
    /// The attribute names of the tag being read, as an open-addressing hash table: a slot
    /// holds the index in `attributes` of the name hashed there, plus one (0 is empty). It has
    /// twice as many slots as a tag may have attributes, so a repeated name is found in
    /// expected constant time per attribute; a new tag clears only the slots the last one
    /// filled (`filledNameSlots`).
    var nameSlots = [Int32](repeating: 0, count: 2 * maximumAttributes)
    var filledNameSlots: [Int] = []
    /// The start tags to report, or nil for all of them.
    private let selection: XMLSelection?
    /// The depth (count of open elements) of the selected element being read, or 0 outside one.
    private var selectedDepth = 0

    /// A tokenizer at the start of a document, reporting every start and end tag.
    package init() { selection = nil }

    /// A tokenizer at the start of a document that reports only the elements `selection`
    /// selects and everything inside them; every other tag is still checked, but its
    /// attribute values are not kept, and it is not reported.
    package init(selecting selection: XMLSelection) { self.selection = selection }

    /// Why a construct could not be read: it needs more bytes, or it is malformed.
    enum Stop: Error {
        case needsMore
        case malformed(XMLProblem)
    }

    /// Reads the tokens in `buffer` and returns how many bytes it is done with. Unless `isFinal`,
    /// a construct that runs past the end is left unread; when `isFinal`, the buffer is the end
    /// of the document, and what is unfinished is an error.
    package mutating func tokenize(
        _ buffer: UnsafeBufferPointer<UInt8>, isFinal: Bool, _ body: (XMLToken) throws -> Void
    ) throws -> Int {
        self.isFinal = isFinal
        let bytes = ByteView(buffer)
        let end = bytes.count
        var position = 0
        if atDocumentStart {
            if end < 3, !isFinal { return 0 }
            if end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
            atDocumentStart = false
        }
        while position < end {
            // Text up to the next markup (in an export, the white space between tags):
            // skipped, its lines counted.
            var start = position
            while start < end, bytes[start] != UInt8(ascii: "<") {
                if bytes[start] == 0x0A { line += 1 }
                start += 1
            }
            if openLines.isEmpty,
                let cut = try textOutsideRoot(bytes, from: position, to: start, end: end)
            {
                return cut
            }
            position = start
            guard start < end else { break }
            let startLine = line
            do {
                position = try markup(bytes, at: start, end: end, body)
                if position - start > Self.maximumMarkupBytes {
                    throw Stop.malformed(.tooLong(Self.opening(of: bytes, at: start, end: end)))
                }
            } catch Stop.needsMore {
                line = startLine
                if end - start > Self.maximumMarkupBytes {
                    throw XMLSyntaxError(
                        line: startLine,
                        problem: .tooLong(Self.opening(of: bytes, at: start, end: end)))
                }
                if isFinal {
                    throw XMLSyntaxError(
                        line: startLine,
                        problem: .endsInside(Self.opening(of: bytes, at: start, end: end)))
                }
                return start
            } catch Stop.malformed(let problem) {
                // The excerpt a message quotes must not depend on where the buffer ends.
                if !isFinal, Self.excerptIsCut(bytes, at: start, end: end) {
                    line = startLine
                    return start
                }
                throw XMLSyntaxError(line: startLine, problem: problem)
            }
        }
        if isFinal { try finish() }
        return position
    }

    /// Checks the text from `start` to `textEnd`, outside the root element, which may only be
    /// white space; returns where to stop reading when what it holds is cut by the buffer's
    /// `end`.
    private mutating func textOutsideRoot(
        _ bytes: ByteView, from start: Int, to textEnd: Int, end: Int
    ) throws -> Int? {
        var index = start
        var textLine = line - Self.newlines(bytes, from: start, to: textEnd)
        while index < textEnd {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                textLine += 1
                index += 1
            default:
                if !isFinal, textEnd == end, Self.excerptIsCut(bytes, at: index, end: end) {
                    line = textLine
                    return index
                }
                throw XMLSyntaxError(
                    line: textLine,
                    problem: .textOutsideRoot(Self.excerpt(bytes, at: index, end: textEnd)))
            }
        }
        return nil
    }

    /// The end of the document: it has a root element, and every element is closed.
    private func finish() throws {
        guard hasRoot else { throw XMLSyntaxError(line: line, problem: .noRootElement) }
        if let open = openLines.last {
            let nameStart = openNameEnds.count > 1 ? openNameEnds[openNameEnds.count - 2] : 0
            throw XMLSyntaxError(
                line: open,
                problem: .notClosed(String(decoding: openNames[nameStart...], as: UTF8.self)))
        }
    }

    /// Reads the construct that starts with the `<` at `start`; returns where it ends.
    private mutating func markup(
        _ bytes: ByteView, at start: Int, end: Int, _ body: (XMLToken) throws -> Void
    ) throws -> Int {
        guard start + 1 < end else { throw Stop.needsMore }
        switch bytes[start + 1] {
        case UInt8(ascii: "/"):
            return try endTag(bytes, at: start, end: end, body)
        case UInt8(ascii: "?"):
            return try skip(bytes, from: start + 2, end: end, past: "?>")
        case UInt8(ascii: "!"):
            if bytes.matches("<!--", at: start) {
                return try skip(bytes, from: start + 4, end: end, past: "-->")
            }
            if bytes.matches("<![CDATA[", at: start) {
                guard !openLines.isEmpty else {
                    throw Stop.malformed(.malformedMarkup(Self.excerpt(bytes, at: start, end: end)))
                }
                return try skip(bytes, from: start + 9, end: end, past: "]]>")
            }
            if bytes.matches("<!DOCTYPE", at: start), !hasRoot, !hasDoctype {
                guard start + 9 < end else { throw Stop.needsMore }
                guard [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start + 9]) else {
                    throw Stop.malformed(.malformedMarkup(Self.excerpt(bytes, at: start, end: end)))
                }
                let doctypeEnd = try doctype(bytes, at: start, end: end)
                hasDoctype = true
                return doctypeEnd
            }
            // Too short to tell yet, or markup XML does not have here.
            if end - start < 9 { throw Stop.needsMore }
            throw Stop.malformed(.malformedMarkup(Self.excerpt(bytes, at: start, end: end)))
        default:
            return try startTag(bytes, at: start, end: end, body)
        }
    }

    private mutating func startTag(
        _ bytes: ByteView, at start: Int, end: Int, _ body: (XMLToken) throws -> Void
    ) throws -> Int {
        let tagLine = line
        if let selection, selectedDepth == 0,
            let tag = Self.skippedTag(bytes, at: start, end: end, selection: selection)
        {
            try open(bytes, name: start + 1..<tag.nameEnd, line: tagLine, isEmpty: tag.isEmpty)
            line += tag.newlines
            return tag.end
        }
        let nameEnd = try name(bytes, from: start + 1, end: end, tagStart: start)
        attributes.removeAll(keepingCapacity: true)
        for slot in filledNameSlots { nameSlots[slot] = 0 }
        filledNameSlots.removeAll(keepingCapacity: true)
        var index = nameEnd
        var isEmpty = false
        while true {
            let spaceStart = index
            index = try skipSpace(bytes, from: index, end: end)
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                index += 1
                break
            }
            if byte == UInt8(ascii: "/") {
                guard index + 1 < end else { throw Stop.needsMore }
                guard bytes[index + 1] == UInt8(ascii: ">") else {
                    throw malformedTag(bytes, start, end)
                }
                index += 2
                isEmpty = true
                break
            }
            // Attributes are separated from the name and from each other by white space.
            guard index > spaceStart else { throw malformedTag(bytes, start, end) }
            let attributeNameEnd = try name(bytes, from: index, end: end, tagStart: start)
            guard attributes.count < Self.maximumAttributes else {
                throw Stop.malformed(.tooManyAttributes(Self.excerpt(bytes, at: start, end: end)))
            }
            try checkUnique(bytes, index..<attributeNameEnd)
            var cursor = try skipSpace(bytes, from: attributeNameEnd, end: end)
            guard bytes[cursor] == UInt8(ascii: "=") else { throw malformedTag(bytes, start, end) }
            cursor = try skipSpace(bytes, from: cursor + 1, end: end)
            let quote = bytes[cursor]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                throw malformedTag(bytes, start, end)
            }
            let valueStart = cursor + 1
            let (valueEnd, needsDecoding) = try value(
                bytes, from: valueStart, end: end, quote: quote, tagStart: start)
            attributes.append(
                XMLAttributeSpan(
                    nameStart: index, nameEnd: attributeNameEnd, valueStart: valueStart,
                    valueEnd: valueEnd, needsDecoding: needsDecoding))
            index = valueEnd + 1
        }
        try open(bytes, name: start + 1..<nameEnd, line: tagLine, isEmpty: isEmpty)
        let tag = XMLStartTag(
            bytes: bytes, nameRange: start + 1..<nameEnd, attributes: attributes, line: tagLine)
        // Inside a selected element everything is reported; outside, what is selected.
        var reported = true
        if let selection, selectedDepth == 0 { reported = selection.selects(tag) }
        if reported { try body(.start(tag)) }
        if isEmpty {
            if reported { try body(.end(line: tagLine)) }
        } else if reported, selection != nil, selectedDepth == 0 {
            selectedDepth = openLines.count
        }
        return index
    }

    /// Opens the element named at `name` in `bytes`, on `line`: a second root is an error, and
    /// an element that is not empty stays open until its end tag.
    @inline(__always)
    private mutating func open(
        _ bytes: ByteView, name: Range<Int>, line: Int, isEmpty: Bool
    ) throws {
        if !hasRoot {
            hasRoot = true
        } else if openLines.isEmpty {
            throw Stop.malformed(.secondRoot(bytes.string(name)))
        }
        guard !isEmpty else { return }
        guard openLines.count < Self.maximumDepth else { throw Stop.malformed(.tooDeep) }
        openNames.append(contentsOf: bytes.buffer(name))
        openNameEnds.append(openNames.count)
        openLines.append(line)
    }

    private mutating func endTag(
        _ bytes: ByteView, at start: Int, end: Int, _ body: (XMLToken) throws -> Void
    ) throws -> Int {
        let tagLine = line
        let nameEnd = try name(bytes, from: start + 2, end: end, tagStart: start)
        let close = try skipSpace(bytes, from: nameEnd, end: end)
        guard bytes[close] == UInt8(ascii: ">") else { throw malformedTag(bytes, start, end) }
        var found: String { bytes.string(start + 2..<nameEnd) }
        guard let openEnd = openNameEnds.last else {
            throw Stop.malformed(.unexpectedEndTag(found))
        }
        let openStart = openNameEnds.count > 1 ? openNameEnds[openNameEnds.count - 2] : 0
        let matches =
            openEnd - openStart == nameEnd - start - 2
            && bytes.matches(Array(openNames[openStart..<openEnd]), at: start + 2)
        guard matches else {
            throw Stop.malformed(
                .mismatchedEndTag(
                    found: found, open: String(decoding: openNames[openStart...], as: UTF8.self)))
        }
        openNames.removeLast(openEnd - openStart)
        openNameEnds.removeLast()
        openLines.removeLast()
        if selectedDepth > 0 || selection == nil {
            if openLines.count < selectedDepth { selectedDepth = 0 }
            try body(.end(line: tagLine))
        }
        return close + 1
    }

    /// Reads a name starting at `index`; returns where it ends.
    private func name(
        _ bytes: ByteView, from index: Int, end: Int, tagStart: Int
    ) throws -> Int {
        guard index < end else { throw Stop.needsMore }
        guard Self.isNameStart(bytes[index]) else {
            throw malformedTag(bytes, tagStart, end)
        }
        var cursor = index + 1
        // Eight ASCII letters at a time (most names are letters only), then byte by byte.
        while cursor + 8 <= end {
            let word = bytes.littleEndianUInt64(at: cursor)
            let letters = Self.asciiLetters(in: word)
            if letters == Self.highBits {
                cursor += 8
                continue
            }
            cursor += (~letters & Self.highBits).trailingZeroBitCount / 8
            break
        }
        while cursor < end, Self.isNameCharacter(bytes[cursor]) {
            cursor += 1
        }
        guard cursor < end else { throw Stop.needsMore }
        return cursor
    }

    /// Skips white space, counting its lines; returns the first other byte's offset.
    @inline(__always)
    private mutating func skipSpace(
        _ bytes: ByteView, from index: Int, end: Int
    ) throws -> Int {
        var cursor = index
        while cursor < end {
            switch bytes[cursor] {
            case 0x20, 0x09, 0x0D: cursor += 1
            case 0x0A:
                line += 1
                cursor += 1
            default: return cursor
            }
        }
        throw Stop.needsMore
    }

    /// Reads an attribute value up to its closing `quote`, checking its references; returns
    /// the offset of the closing quote and whether the value needs decoding: references, or
    /// a tab, newline or carriage return to normalise to a space.
    private mutating func value(
        _ bytes: ByteView, from index: Int, end: Int, quote: UInt8, tagStart: Int
    ) throws -> (Int, Bool) {
        var cursor = index
        var needsDecoding = false
        while cursor < end {
            // Eight bytes at a time while none is the quote, `<`, `&` or a control character.
            if cursor + 8 <= end {
                let word = bytes.littleEndianUInt64(at: cursor)
                let found =
                    Self.bytes(equalTo: quote, in: word) | Self.bytes(equalTo: 0x3C, in: word)
                    | Self.bytes(equalTo: 0x26, in: word) | Self.controlBytes(in: word)
                if found == 0 {
                    cursor += 8
                    continue
                }
                // The lowest flagged byte is exact (only bytes above a match can be flagged
                // falsely).
                cursor += found.trailingZeroBitCount / 8
            }
            let byte = bytes[cursor]
            // The bytes a value's scan stops at are all below 64: one bit each in a mask.
            if byte >= 64 || Self.valueStops & (1 &<< UInt64(byte)) == 0 {
                cursor += 1
                continue
            }
            switch byte {
            case quote: return (cursor, needsDecoding)
            case UInt8(ascii: "\n"):
                line += 1
                needsDecoding = true
            case UInt8(ascii: "\t"), UInt8(ascii: "\r"): needsDecoding = true
            case UInt8(ascii: "<"): throw malformedTag(bytes, tagStart, end)
            case UInt8(ascii: "&"):
                needsDecoding = true
                cursor = try Self.reference(bytes, at: cursor, end: end).end - 1
            default: break
            }
            cursor += 1
        }
        throw Stop.needsMore
    }

    /// Skips past the first `terminator` at or after `index`, counting lines.
    private mutating func skip(
        _ bytes: ByteView, from index: Int, end: Int, past terminator: StaticString
    ) throws -> Int {
        var cursor = index
        while cursor < end {
            if bytes[cursor] == UInt8(ascii: "\n") {
                line += 1
            } else if bytes.matches(terminator, at: cursor) {
                return cursor + terminator.utf8CodeUnitCount
            }
            cursor += 1
        }
        throw Stop.needsMore
    }

    /// Skips a DOCTYPE declaration: its internal subset in `[…]` may hold declarations with
    /// quoted strings, comments and processing instructions, any of which may hold `>`.
    private mutating func doctype(_ bytes: ByteView, at start: Int, end: Int) throws
        -> Int
    {
        var cursor = start + 9
        var inSubset = false
        while cursor < end {
            let byte = bytes[cursor]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                var close = cursor + 1
                while close < end, bytes[close] != byte {
                    if bytes[close] == UInt8(ascii: "\n") { line += 1 }
                    close += 1
                }
                guard close < end else { throw Stop.needsMore }
                cursor = close
            case UInt8(ascii: "<") where inSubset:
                if bytes.matches("<!--", at: cursor) {
                    cursor = try skip(bytes, from: cursor + 4, end: end, past: "-->") - 1
                } else if bytes.matches("<?", at: cursor) {
                    cursor = try skip(bytes, from: cursor + 2, end: end, past: "?>") - 1
                }
            case UInt8(ascii: "["):
                inSubset = true
            case UInt8(ascii: "]"):
                inSubset = false
            case UInt8(ascii: ">") where !inSubset:
                return cursor + 1
            default:
                break
            }
            cursor += 1
        }
        throw Stop.needsMore
    }

    private func malformedTag(_ bytes: ByteView, _ start: Int, _ end: Int) -> Stop {
        .malformed(.malformedTag(Self.excerpt(bytes, at: start, end: end)))
    }
}
