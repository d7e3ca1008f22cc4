/// A strict RFC 8259 scanner for one line of a JSON Lines store: one JSON object per line.
///
/// It validates the whole line and hands each top-level member to the caller as slices of the
/// line wherever it can, allocating only to decode strings that contain escapes.
///
/// The scan every store line takes, `scanObject(_:expecting:_:finish:)`, is `@inlinable`: it
/// is generic over what its caller makes of the line, and specialised for the caller's type it
/// hands each reading over without copying it through the runtime's generic value witnesses.
@usableFromInline package enum JSONLine {
    /// The deepest nesting a line may have, counting the top-level object as 1: a line nested
    /// deeper is invalid.
    static let maximumDepth = 512

    /// Scans `line` (without its newline) as exactly one JSON object, strictly per RFC 8259.
    ///
    /// Calls `member` for each top-level member in order, duplicate keys included (a caller that
    /// wants JSON's usual meaning keeps the last). The key's bytes and everything in the value
    /// are valid only during that call. Returns false when the line is not exactly one valid
    /// JSON object, possibly after calling `member` for the members before the fault.
    ///
    /// - Parameters:
    ///   - line: The line's UTF-8 bytes. Whitespace (space, tab, LF, CR) may surround the object.
    ///   - member: Receives each member's key, decoded UTF-8 with escapes resolved, and its value.
    /// - Returns: Whether the line is one valid JSON object.
    package static func scanObject(
        _ line: UnsafeBufferPointer<UInt8>,
        _ member: (_ key: UnsafeBufferPointer<UInt8>, _ value: JSONMemberValue) -> Void
    ) -> Bool {
        scanObject(line, member) { $0 }
    }

    /// Scans `line` as `scanObject(_:_:)` does, then calls `finish` with whether it is one
    /// valid JSON object while the buffers handed to `member` are still valid: a caller can
    /// keep them until then instead of copying them.
    package static func scanObject<Result>(
        _ line: UnsafeBufferPointer<UInt8>,
        _ member: (_ key: UnsafeBufferPointer<UInt8>, _ value: JSONMemberValue) -> Void,
        finish: (_ isObject: Bool) -> Result
    ) -> Result {
        var scanner = LineScanner(line)
        defer { scanner.releaseScratch() }
        return finish(scanner.scanObject(expecting: nil) { key, _, value in member(key, value) })
    }

    /// Scans `line` as `scanObject(_:_:finish:)` does, telling `member` which of `keys` each
    /// member's key is when it is one of them written plainly: nil for any other key, or for
    /// one written otherwise (escaped, say), whose bytes tell. Before a key is scanned as any
    /// string, it is compared with the keys in their order from the one after the last found:
    /// a line that has them in that order is read without scanning its keys.
    @inlinable
    package static func scanObject<Result>(
        _ line: UnsafeBufferPointer<UInt8>, expecting keys: JSONKeys,
        _ member: (
            _ key: UnsafeBufferPointer<UInt8>, _ expected: Int?, _ value: JSONMemberValue
        ) -> Void,
        finish: (_ isObject: Bool) -> Result
    ) -> Result {
        var scanner = LineScanner(line)
        defer { scanner.releaseScratch() }
        return finish(scanner.scanObject(expecting: keys, member))
    }
}

extension JSONLine {
    /// Scans `text` (an array value the scanner handed out) as one JSON array, calling
    /// `element` for each element; false when it is not exactly one array.
    package static func scanArray(
        _ text: UnsafeBufferPointer<UInt8>, _ element: (JSONMemberValue) -> Void
    ) -> Bool {
        var scanner = LineScanner(text)
        defer { scanner.releaseScratch() }
        return scanner.scanArray(element)
    }
}

/// One top-level member's value, as the scanner found it.
///
/// Its buffers point into the line, or into a buffer that lives only while the scanner's
/// callback runs: copy what must outlive the call.
@usableFromInline
package enum JSONMemberValue {
    /// A string: its UTF-8 contents with escapes decoded, always valid UTF-8.
    case string(UnsafeBufferPointer<UInt8>)
    /// A number, kept as its exact text.
    case number(JSONNumber)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
    /// An array or an object: validated but not decoded, given as its text in the line (from
    /// its opening bracket to its closing one, inner whitespace as written).
    case composite(UnsafeBufferPointer<UInt8>)
}
