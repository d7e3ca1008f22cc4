import TempLogText

/// What bounds the tokenizer's work on any input: its limits, and the linear check that a tag
/// names each attribute once.
extension XMLTokenizer {
    /// The most attributes one tag may have: a Health export's records have about ten.
    package static let maximumAttributes = 256
    /// The longest markup construct (a tag with its attributes, a comment, a CDATA section, a
    /// processing instruction, the DOCTYPE), in bytes: a Health export's longest are its
    /// DOCTYPE (about 10 KB) and a record with a long device description (under 1 KB). A longer
    /// one is refused as soon as it is seen to be longer, so a document is read in memory
    /// bounded by this and the reader's chunk, and each byte is looked at a bounded number of
    /// times.
    package static let maximumMarkupBytes = 1 << 20
    /// The deepest nesting of elements: a Health export's is four.
    package static let maximumDepth = 256

    /// Throws when the tag read so far already has an attribute named as `name` is; else
    /// enters the name in `nameSlots` as the next attribute's.
    @inline(__always)
    mutating func checkUnique(_ bytes: ByteView, _ name: Range<Int>) throws {
        // FNV-1a over the name's bytes.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for index in name { hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01b3 }
        let mask = nameSlots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while nameSlots[slot] != 0 {
            let span = attributes[Int(nameSlots[slot]) - 1]
            if span.nameEnd - span.nameStart == name.count,
                bytes.matches(bytes[span.nameStart..<span.nameEnd], at: name.lowerBound)
            {
                throw Stop.malformed(.repeatedAttribute(bytes.string(name)))
            }
            slot = (slot + 1) & mask
        }
        nameSlots[slot] = Int32(attributes.count + 1)
        filledNameSlots.append(slot)
    }
}
