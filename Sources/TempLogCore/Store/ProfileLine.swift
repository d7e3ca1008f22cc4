import TempLogJSON
import TempLogText

/// One line of the profiles file beside the store (`<store>.people`): one person's profile,
/// `{"who":"hana","displayName":"山田 花子","school":"桜小学校","class":"3年2組","number":"12"}`,
/// without `who` for the owner.
///
/// `who`, when present and not `null`, is a valid name (not `me`); each field's key
/// (`displayName`, `school`, `schoolKind`, `class`, `number`, `department`, `staffNumber`,
/// `sheetRule`) holds a string `templog people set` would store; `fever` is the person's fever
/// threshold as a number in the unit it was set in (`37.0` is °C, `100.4` is °F, as a number
/// typed without a unit is read); `sources`, the people of other stores an import filed under
/// this person, is an array of `{"store":"3f9a2c4d5e6f","who":"hana","file":"sato.csv"}` (`who`
/// absent: that store's owner; `file` absent: not known). `null` or absent: not given. Any
/// other key may hold any JSON value, and is kept when the person's line is rewritten; lines of
/// other people are kept as written.
enum ProfileLine {
    /// The line for `profile` of `person`, without its `\n`, after the members of `keeping`
    /// (a line this one replaces) whose keys are not the profile's.
    static func encode(
        _ profile: PersonProfile, of person: Person, keeping previous: [UInt8]? = nil
    ) -> [UInt8] {
        var line: [UInt8] = [UInt8(ascii: "{")]
        let known = ["who", feverKey, "sources"] + PersonProfile.Field.allCases.map(\.key)
        previous?.withUnsafeBufferPointer { bytes in
            _ = JSONLine.scanObject(bytes) { key, value in
                let name = String(decoding: key, as: UTF8.self)
                guard !known.contains(name) else { return }
                if line.count > 1 { line.append(UInt8(ascii: ",")) }
                ReadingLine.appendJSONString(name, to: &line)
                line.append(UInt8(ascii: ":"))
                ReadingLine.appendJSONValue(value, to: &line)
            }
        }
        if let who = person.who {
            if line.count > 1 { line.append(UInt8(ascii: ",")) }
            line.append(#""who":"#)
            ReadingLine.appendJSONString(who, to: &line)
        }
        for field in PersonProfile.Field.allCases {
            guard let value = profile[field] else { continue }
            if line.count > 1 { line.append(UInt8(ascii: ",")) }
            ReadingLine.appendJSONString(field.key, to: &line)
            line.append(UInt8(ascii: ":"))
            ReadingLine.appendJSONString(value, to: &line)
        }
        if let fever = profile.fever {
            if line.count > 1 { line.append(UInt8(ascii: ",")) }
            line.append(#""fever":"#)
            line.appendDecimal(fever.tenths, fractionDigits: 1)
        }
        if !profile.sources.isEmpty {
            if line.count > 1 { line.append(UInt8(ascii: ",")) }
            line.append(#""sources":["#)
            for (index, source) in profile.sources.enumerated() {
                if index > 0 { line.append(UInt8(ascii: ",")) }
                line.append(#"{"store":""#)
                line.append(contentsOf: source.store.id.utf8)
                line.append(UInt8(ascii: "\""))
                if let who = source.person.who {
                    line.append(#","who":"#)
                    ReadingLine.appendJSONString(who, to: &line)
                }
                if let file = source.file {
                    line.append(#","file":"#)
                    ReadingLine.appendJSONString(file, to: &line)
                }
                line.append(UInt8(ascii: "}"))
            }
            line.append(UInt8(ascii: "]"))
        }
        line.append(UInt8(ascii: "}"))
        return line
    }

    /// The sources of an array of `{"store":…,"who":…,"file":…}` objects; nil when it is not
    /// one.
    private static func sources(_ text: UnsafeBufferPointer<UInt8>) -> [PersonSource]? {
        var sources: [PersonSource] = []
        var isValid = true
        let isArray = JSONLine.scanArray(text) { element in
            guard case .composite(let object) = element else {
                isValid = false
                return
            }
            var store: StoreIdentity?
            var who: String?
            var file: String?
            let isObject = JSONLine.scanObject(object) { key, value in
                guard case .string(let bytes) = value else {
                    isValid = false
                    return
                }
                let text = String(decoding: bytes, as: UTF8.self)
                switch String(decoding: key, as: UTF8.self) {
                case "store": store = StoreIdentity(text)
                case "who":
                    who = text
                    if !NameInput.isStoredName(text) { isValid = false }
                case "file": file = text
                default: break
                }
            }
            guard isObject, let store else {
                isValid = false
                return
            }
            sources.append(
                PersonSource(store: store, person: who.map { .named($0) } ?? .owner, file: file))
        }
        return isArray && isValid ? sources : nil
    }

    /// The person and profile on one line (without its `\n`); nil when the line is not one.
    static func decode(_ line: UnsafeBufferPointer<UInt8>) -> (Person, PersonProfile)? {
        var who: String?
        var profile = PersonProfile()
        var isValid = true
        let isObject = JSONLine.scanObject(line) { key, value in
            let name = String(decoding: key, as: UTF8.self)
            let field = PersonProfile.Field.allCases.first { $0.key == name }
            switch (name, field, value) {
            case ("sources", _, .composite(let text)):
                if let read = sources(text) { profile.sources = read } else { isValid = false }
            case ("sources", _, _): isValid = false
            case ("who", _, .null): who = nil
            case ("who", _, .string(let text)): who = String(decoding: text, as: UTF8.self)
            case ("who", _, _): isValid = false
            case (feverKey, _, .null): profile.fever = nil
            case (feverKey, _, .number(let number)):
                profile.fever = number.scaled(decimals: 1).flatMap(FeverThreshold.init(tenths:))
                if profile.fever == nil { isValid = false }
            case (feverKey, _, _): isValid = false
            case (_, .some(let field), .null): profile[field] = nil
            case (_, .some(let field), .string(let text)):
                let value = String(decoding: text, as: UTF8.self)
                if ProfileInput.isStorable(value, for: field) {
                    profile[field] = value
                } else {
                    isValid = false
                }
            case (_, .some, _): isValid = false
            default: break
            }
        }
        guard isObject, isValid else { return nil }
        if let who, !NameInput.isStoredName(who) { return nil }
        return (Person(who: who), profile)
    }

    /// The key of `profile` of `person` that its line (`bytes`) would not give back as it is: a
    /// field's key for text a profile cannot hold, `fever` for a threshold outside the body
    /// temperature ranges, `who` for a name that is not one; nil when it reads back the same.
    static func unstorableKey(
        of profile: PersonProfile, of person: Person, in bytes: [UInt8]
    ) -> String? {
        if let field = PersonProfile.Field.allCases.first(where: { field in
            profile[field].map { (try? ProfileInput.parse($0, for: field)) != $0 } ?? false
        }) {
            return field.key
        }
        if let fever = profile.fever, FeverThreshold(tenths: fever.tenths) != fever {
            return feverKey
        }
        return decode(bytes).map { $0.0.who == person.who } == true ? nil : "who"
    }

    /// The key of a person's fever threshold.
    private static let feverKey = "fever"

    /// `bytes` (a line without its `\n`) decoded.
    static func decode(_ bytes: [UInt8]) -> (Person, PersonProfile)? {
        bytes.withUnsafeBufferPointer { decode($0) }
    }
}
