import TempLogText

/// What `XMLTokenizer` reports: the elements' start and end tags, in document order (with an
/// `XMLSelection`, only the selected elements' and their contents'). An empty element (`<a/>`)
/// is a start followed at once by an end.
package enum XMLToken {
    case start(XMLStartTag)
    /// The end of the innermost open element; `line` is where its end tag is.
    case end(line: Int)
}

/// A start tag, pointing into the tokenizer's buffer: valid only during the callback.
package struct XMLStartTag {
    let bytes: ByteView
    let nameRange: Range<Int>
    let attributes: [XMLAttributeSpan]
    /// The line the tag starts on.
    package let line: Int

    /// The element's name.
    package var name: String { bytes.string(nameRange) }

    /// Whether the element is named `name`, compared without making a string.
    package func isNamed(_ name: StaticString) -> Bool {
        Self.equal(bytes, nameRange, name)
    }

    /// The value of the attribute `name`, its references decoded and its white space
    /// normalised; nil when the tag has none.
    package func value(of name: StaticString) -> String? {
        attributes.first { Self.equal(bytes, $0.nameStart..<$0.nameEnd, name) }.map(value)
    }

    /// Whether the attribute `name` is there with the value `value`, compared without making a
    /// string when the value needs no decoding.
    package func has(_ name: StaticString, equalTo value: StaticString) -> Bool {
        guard
            let span = attributes.first(where: {
                Self.equal(bytes, $0.nameStart..<$0.nameEnd, name)
            })
        else { return false }
        if span.needsDecoding { return self.value(span) == value.description }
        return Self.equal(bytes, span.valueStart..<span.valueEnd, value)
    }

    /// Every attribute, by name, its value decoded.
    package var attributeValues: [String: String] {
        var result: [String: String] = [:]
        for span in attributes {
            let name = bytes.string(span.nameStart..<span.nameEnd)
            result[name] = value(span)
        }
        return result
    }

    /// The value of `span` as XML gives it: references decoded, and each literal tab, newline,
    /// carriage return or CR LF pair a space (XML 1.0 §2.11, §3.3.3).
    func value(_ span: XMLAttributeSpan) -> String {
        guard span.needsDecoding else { return bytes.string(span.valueStart..<span.valueEnd) }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(span.valueEnd - span.valueStart)
        var index = span.valueStart
        while index < span.valueEnd {
            switch bytes[index] {
            case UInt8(ascii: "&"):
                if let reference = try? XMLTokenizer.reference(bytes, at: index, end: span.valueEnd)
                {
                    decoded.append(contentsOf: String(Character(reference.scalar)).utf8)
                    index = reference.end
                    continue
                }
                decoded.append(bytes[index])
            case UInt8(ascii: "\r"):
                let isPair = index + 1 < span.valueEnd && bytes[index + 1] == UInt8(ascii: "\n")
                if !isPair { decoded.append(UInt8(ascii: " ")) }
            case UInt8(ascii: "\t"), UInt8(ascii: "\n"):
                decoded.append(UInt8(ascii: " "))
            default:
                decoded.append(bytes[index])
            }
            index += 1
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    private static func equal(_ bytes: ByteView, _ range: Range<Int>, _ text: StaticString)
        -> Bool
    {
        range.count == text.utf8CodeUnitCount && bytes.matches(text, at: range.lowerBound)
    }
}

/// Where an attribute's name and value are in the tokenizer's buffer.
struct XMLAttributeSpan {
    let nameStart: Int
    let nameEnd: Int
    /// The value between its quotes, not yet decoded.
    let valueStart: Int
    let valueEnd: Int
    /// Whether the value holds `&…;` references to decode, or a tab, newline or carriage
    /// return to normalise.
    let needsDecoding: Bool
}
