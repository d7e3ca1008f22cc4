#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What `XMLTokenizer` reports: the elements' start and end tags, in document order. An empty
/// element (`<a/>`) is a start followed at once by an end.
package enum XMLToken {
    case start(XMLStartTag)
    /// The end of the innermost open element; `line` is where its end tag is.
    case end(line: Int)
}

/// A start tag, pointing into the tokenizer's buffer: valid only during the callback.
package struct XMLStartTag {
    let bytes: UnsafeBufferPointer<UInt8>
    let nameRange: Range<Int>
    let attributes: UnsafeBufferPointer<XMLAttributeSpan>
    /// The line the tag starts on.
    package let line: Int

    /// The element's name.
    package var name: String { String(decoding: bytes[nameRange], as: UTF8.self) }

    /// Whether the element is named `name`, compared without making a string.
    package func isNamed(_ name: StaticString) -> Bool {
        Self.equal(bytes, nameRange, name)
    }

    /// The value of the attribute `name`, its references decoded; nil when the tag has none.
    package func value(of name: StaticString) -> String? {
        attributes.first { Self.equal(bytes, $0.nameStart..<$0.nameEnd, name) }.map(value)
    }

    /// Whether the attribute `name` is there with the value `value`, compared without making a
    /// string when the value has no references.
    package func has(_ name: StaticString, equalTo value: StaticString) -> Bool {
        guard
            let span = attributes.first(where: {
                Self.equal(bytes, $0.nameStart..<$0.nameEnd, name)
            })
        else { return false }
        if span.hasReferences { return self.value(span) == value.description }
        return Self.equal(bytes, span.valueStart..<span.valueEnd, value)
    }

    /// Every attribute, by name, its references decoded (the first of a repeated name).
    package var attributeValues: [String: String] {
        var result: [String: String] = [:]
        for span in attributes {
            let name = String(decoding: bytes[span.nameStart..<span.nameEnd], as: UTF8.self)
            if result[name] == nil { result[name] = value(span) }
        }
        return result
    }

    private func value(_ span: XMLAttributeSpan) -> String {
        let raw = UnsafeBufferPointer(rebasing: bytes[span.valueStart..<span.valueEnd])
        guard span.hasReferences, let base = bytes.baseAddress else {
            return String(decoding: raw, as: UTF8.self)
        }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(raw.count)
        var index = span.valueStart
        while index < span.valueEnd {
            if bytes[index] == UInt8(ascii: "&"),
                let reference = try? XMLTokenizer.reference(base, at: index, end: span.valueEnd)
            {
                decoded.append(contentsOf: String(Character(reference.scalar)).utf8)
                index = reference.end
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    private static func equal(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ text: StaticString
    ) -> Bool {
        range.count == text.utf8CodeUnitCount
            && memcmp(bytes.baseAddress! + range.lowerBound, text.utf8Start, range.count) == 0
    }
}

/// Where an attribute's name and value are in the tokenizer's buffer.
struct XMLAttributeSpan {
    let nameStart: Int
    let nameEnd: Int
    /// The value between its quotes, references not yet decoded.
    let valueStart: Int
    let valueEnd: Int
    /// Whether the value holds `&…;` references to decode.
    let hasReferences: Bool
}
