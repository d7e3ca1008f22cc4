/// A string from bytes that must be valid UTF-8; nil if they are not.
///
/// `String(validating:as:)` instantiates generic metadata on every call, which shows in the
/// per-line cost of reading a large store; this checks the bytes eight at a time.
package func validatedString(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    guard ByteChecks.isValidUTF8(ByteView(bytes)) else { return nil }
    return String(decoding: bytes, as: UTF8.self)
}

/// A string from bytes that must be valid UTF-8 (an argument, a line of the settings file);
/// nil if they are not. Unlike `String(validating:as:)` it needs no macOS 15.
package func validatedString(_ bytes: [UInt8]) -> String? {
    bytes.withUnsafeBufferPointer { validatedString($0) }
}
