/// A string from bytes that must be valid UTF-8; nil if they are not.
///
/// `String(validating:as:)` instantiates generic metadata on every call, which shows in the
/// per-line cost of reading a large store; this checks the bytes eight at a time.
func validatedString(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    guard let start = bytes.baseAddress else { return "" }
    guard ByteChecks.isValidUTF8(start, count: bytes.count) else { return nil }
    return String(decoding: bytes, as: UTF8.self)
}
