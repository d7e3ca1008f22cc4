#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The elements a consumer of `XMLTokenizer` reads: those named `element` whose attribute
/// `attribute` has one of `values` (as Apple Health's `Record` with a body temperature `type`).
/// The tokenizer decides from that attribute, read in place, and only checks the rest of a tag
/// it does not select, without keeping or decoding its values.
package struct XMLSelection: Sendable {
    let element: [UInt8]
    let attribute: [UInt8]
    let values: [[UInt8]]

    /// Selects the elements named `element` whose attribute `attribute`, decoded, is one of
    /// `values`.
    package init(element: String, attribute: String, values: [String]) {
        self.element = Array(element.utf8)
        self.attribute = Array(attribute.utf8)
        self.values = values.map { Array($0.utf8) }
    }

    func isElement(_ base: UnsafePointer<UInt8>, _ range: Range<Int>) -> Bool {
        Self.equal(element, base, range)
    }

    func isAttribute(_ base: UnsafePointer<UInt8>, _ range: Range<Int>) -> Bool {
        Self.equal(attribute, base, range)
    }

    /// Whether a value that needs no decoding, at `range`, is one of the selected values.
    func isValue(_ base: UnsafePointer<UInt8>, _ range: Range<Int>) -> Bool {
        values.contains { Self.equal($0, base, range) }
    }

    /// Whether `tag` is selected, its attributes in any order and its value decoded.
    func selects(_ tag: XMLStartTag) -> Bool {
        guard let base = tag.bytes.baseAddress, isElement(base, tag.nameRange),
            let span = tag.attributes.first(where: {
                isAttribute(base, $0.nameStart..<$0.nameEnd)
            })
        else { return false }
        guard span.needsDecoding else { return isValue(base, span.valueStart..<span.valueEnd) }
        let decoded = Array(tag.value(span).utf8)
        return values.contains(decoded)
    }

    private static func equal(
        _ bytes: [UInt8], _ base: UnsafePointer<UInt8>, _ range: Range<Int>
    ) -> Bool {
        range.count == bytes.count
            && bytes.withUnsafeBufferPointer {
                guard let start = $0.baseAddress else { return true }
                return memcmp(start, base + range.lowerBound, range.count) == 0
            }
    }
}
