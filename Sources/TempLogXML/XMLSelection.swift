import TempLogText

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

    func isElement(_ bytes: ByteView, _ range: Range<Int>) -> Bool {
        Self.equal(element, bytes, range)
    }

    func isAttribute(_ bytes: ByteView, _ range: Range<Int>) -> Bool {
        Self.equal(attribute, bytes, range)
    }

    /// Whether a value that needs no decoding, at `range`, is one of the selected values.
    func isValue(_ bytes: ByteView, _ range: Range<Int>) -> Bool {
        values.contains { Self.equal($0, bytes, range) }
    }

    /// Whether `tag` is selected, its attributes in any order and its value decoded.
    func selects(_ tag: XMLStartTag) -> Bool {
        guard isElement(tag.bytes, tag.nameRange),
            let span = tag.attributes.first(where: {
                isAttribute(tag.bytes, $0.nameStart..<$0.nameEnd)
            })
        else { return false }
        guard span.needsDecoding else {
            return isValue(tag.bytes, span.valueStart..<span.valueEnd)
        }
        let decoded = Array(tag.value(span).utf8)
        return values.contains(decoded)
    }

    private static func equal(_ text: [UInt8], _ bytes: ByteView, _ range: Range<Int>) -> Bool {
        range.count == text.count && bytes.matches(text, at: range.lowerBound)
    }
}
