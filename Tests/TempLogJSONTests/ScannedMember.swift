@testable import TempLogJSON

/// A member as `JSONLine.scanObject` reported it, copied out of the callback.
struct ScannedMember: Equatable {
    var key: [UInt8]
    var value: ScannedValue
}

/// A `JSONMemberValue`, copied out of the callback.
enum ScannedValue: Equatable {
    case string([UInt8])
    case number([UInt8])
    case bool(Bool)
    case null
    case composite([UInt8])

    init(_ value: JSONMemberValue) {
        switch value {
        case .string(let bytes): self = .string(Array(bytes))
        case .number(let number): self = .number(Array(number.text))
        case .bool(let flag): self = .bool(flag)
        case .null: self = .null
        case .composite(let text): self = .composite(Array(text))
        }
    }

    /// Whether this is what the reference parser read for the same value.
    func agrees(with reference: ReferenceValue) -> Bool {
        switch (self, reference) {
        case (.string(let bytes), .string(let expected)): return bytes == expected
        case (.number(let text), .number(let expected)): return text == expected
        case (.bool(let flag), .bool(let expected)): return flag == expected
        case (.null, .null): return true
        case (.composite(let text), .array), (.composite(let text), .object):
            // The text alone must read as the same value, at the same depth.
            let wrapped = Array(#"{"":"#.utf8) + text + [UInt8(ascii: "}")]
            return ReferenceParser.members(of: wrapped)?.first?.value == reference
        default: return false
        }
    }
}

/// The members `JSONLine.scanObject` reports for `line`, or nil when it rejects the line.
func scan(_ line: UnsafeBufferPointer<UInt8>) -> [ScannedMember]? {
    var members: [ScannedMember] = []
    let isValid = JSONLine.scanObject(line) { key, value in
        members.append(ScannedMember(key: Array(key), value: ScannedValue(value)))
    }
    return isValid ? members : nil
}

/// The members `JSONLine.scanObject` reports for `line`, or nil when it rejects the line.
func scan(_ line: [UInt8]) -> [ScannedMember]? {
    line.withUnsafeBufferPointer { scan($0) }
}

/// Whether the scanner's and the reference parser's readings of a line agree: both reject it,
/// or both accept it with the same members.
func readingsAgree(_ scanned: [ScannedMember]?, _ reference: [ReferenceMember]?) -> Bool {
    guard let scanned, let reference else { return scanned == nil && reference == nil }
    return scanned.count == reference.count
        && zip(scanned, reference).allSatisfy { member, expected in
            member.key == expected.key && member.value.agrees(with: expected.value)
        }
}

/// Number `text` scanned as a member's value, then scaled: nil when it is not a valid number,
/// `.some(nil)` when the result is out of range.
func scaledNumber(_ text: [UInt8], decimals: Int) -> Int?? {
    var result: Int?? = nil
    let line = Array(#"{"":"#.utf8) + text + [UInt8(ascii: "}")]
    let isValid = line.withUnsafeBufferPointer { buffer in
        JSONLine.scanObject(buffer) { _, value in
            if case .number(let number) = value {
                result = .some(number.scaled(decimals: decimals))
            }
        }
    }
    return isValid ? result : nil
}
