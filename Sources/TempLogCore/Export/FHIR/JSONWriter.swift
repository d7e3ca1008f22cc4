/// JSON text written member by member, commas and escapes put in by the writer: the
/// resources of a FHIR Bundle.
struct JSONWriter {
    /// The text so far.
    private(set) var bytes: [UInt8] = []
    /// Whether the array or object being written has a member already.
    private var hasMember = false

    /// Writes an object whose members `body` writes.
    mutating func object(_ body: (inout JSONWriter) -> Void) {
        bytes.append(UInt8(ascii: "{"))
        nested(body)
        bytes.append(UInt8(ascii: "}"))
    }

    /// Writes an array whose elements `body` writes.
    mutating func array(_ body: (inout JSONWriter) -> Void) {
        bytes.append(UInt8(ascii: "["))
        nested(body)
        bytes.append(UInt8(ascii: "]"))
    }

    /// Writes `name` and a value `body` writes (an object or array), inside an object.
    mutating func member(_ name: StaticString, _ body: (inout JSONWriter) -> Void) {
        key(name)
        var value = JSONWriter()
        body(&value)
        bytes += value.bytes
    }

    /// Writes `name` and an object whose members `body` writes.
    mutating func objectMember(_ name: StaticString, _ body: (inout JSONWriter) -> Void) {
        member(name) { $0.object(body) }
    }

    /// Writes `name` and an array whose elements `body` writes.
    mutating func arrayMember(_ name: StaticString, _ body: (inout JSONWriter) -> Void) {
        member(name) { $0.array(body) }
    }

    /// Writes `name` and a string value, escaped as RFC 8259 requires.
    mutating func member(_ name: StaticString, string: String) {
        key(name)
        ReadingLine.appendJSONString(string, to: &bytes)
    }

    /// Writes `name` and a number, given as its JSON text.
    mutating func member(_ name: StaticString, number text: [UInt8]) {
        key(name)
        bytes += text
    }

    /// Writes an object element of an array, its members written by `body`.
    mutating func element(_ body: (inout JSONWriter) -> Void) {
        separate()
        object(body)
    }

    /// Writes a string element of an array.
    mutating func element(string: String) {
        separate()
        ReadingLine.appendJSONString(string, to: &bytes)
    }

    private mutating func key(_ name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        bytes.append(name)
        bytes.append(contentsOf: "\":".utf8)
    }

    private mutating func separate() {
        if hasMember { bytes.append(UInt8(ascii: ",")) }
        hasMember = true
    }

    private mutating func nested(_ body: (inout JSONWriter) -> Void) {
        var inner = JSONWriter()
        body(&inner)
        bytes += inner.bytes
    }
}
