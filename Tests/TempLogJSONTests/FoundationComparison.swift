import Foundation

@testable import TempLogJSON

/// How `JSONSerialization` reads `line` differently from the members `JSONLine` accepted it
/// with, or nil when the two agree: same top-level keys (the last of duplicates winning), same
/// strings, numbers equal in value, same literals, and arrays or objects where JSONLine saw one.
///
/// Two differences are let pass. `JSONSerialization` rejects numbers beyond `Double`'s range,
/// which RFC 8259 (section 6) allows, while JSONLine keeps every number's exact text. And it
/// drops a raw U+FEFF at the start of a string or after an escape, so lines with a U+FEFF
/// (which JSONLine accepts only inside strings) are not compared.
func foundationDisagreement(_ line: [UInt8], members: [ScannedMember]) -> String? {
    let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    if line.indices.contains(where: { line[$0...].starts(with: byteOrderMark) }) { return nil }
    let object: Any
    do {
        object = try JSONSerialization.jsonObject(with: Data(line))
    } catch {
        let reference = ReferenceParser.members(of: line) ?? []
        if reference.contains(where: { $0.value.hasNumberBeyondDouble }) { return nil }
        return "JSONSerialization rejects it: \(error)"
    }
    guard let dictionary = object as? [String: Any] else { return "not an object: \(object)" }
    var lastValues: [String: ScannedValue] = [:]
    for member in members {
        lastValues[String(decoding: member.key, as: UTF8.self)] = member.value
    }
    guard dictionary.count == lastValues.count else {
        return "keys \(dictionary.keys.sorted()) against \(lastValues.keys.sorted())"
    }
    for (key, value) in lastValues {
        guard let found = dictionary[key] else { return "no key \(key)" }
        guard value.agrees(withFoundation: found) else {
            return "\(key): \(value) against \(found)"
        }
    }
    return nil
}

extension ScannedValue {
    /// Whether `JSONSerialization` read the same value.
    func agrees(withFoundation value: Any) -> Bool {
        let number = value as? NSNumber
        let isBoolean = number.map { String(cString: $0.objCType) == "c" } ?? false
        switch self {
        case .string(let bytes):
            return (value as? String).map { Array($0.utf8) == bytes } ?? false
        case .number(let text):
            guard let number, !isBoolean,
                let expected = Double(String(decoding: text, as: UTF8.self))
            else { return false }
            // Foundation reads some numbers as Decimal, whose conversion to Double may be off
            // in the last place.
            let found = number.doubleValue
            return found == expected
                || abs(found - expected) <= 1e-12 * max(abs(found), abs(expected))
        case .bool(let flag):
            return isBoolean && number?.boolValue == flag
        case .null:
            return value is NSNull
        case .composite:
            return value is [Any] || value is [String: Any]
        }
    }
}

extension ReferenceValue {
    /// Whether this is or holds a number whose magnitude `Double` cannot hold.
    var hasNumberBeyondDouble: Bool {
        switch self {
        case .number(let text):
            return Double(String(decoding: text, as: UTF8.self))?.isFinite == false
        case .array(let elements):
            return elements.contains { $0.hasNumberBeyondDouble }
        case .object(let members):
            return members.contains { $0.value.hasNumberBeyondDouble }
        case .string, .bool, .null:
            return false
        }
    }
}
