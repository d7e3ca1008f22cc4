/// Reads the pieces of RFC 3339 timestamps from ASCII bytes, for `Timestamp` and Apple Health
/// exports.
package struct TimestampScanner<C: Collection<UInt8>> where C.Index == Int {
    let bytes: C
    var position: Int

    package init(bytes: C) {
        self.bytes = bytes
        position = bytes.startIndex
    }

    package var atEnd: Bool { position == bytes.endIndex }

    /// Consumes one of `characters` if it is next.
    package mutating func take(_ characters: [Unicode.Scalar]) -> Bool {
        guard !atEnd, characters.contains(where: { UInt8($0.value) == bytes[position] }) else {
            return false
        }
        position += 1
        return true
    }

    /// Consumes exactly `count` digits.
    mutating func number(_ count: Int) -> Int? {
        guard bytes.endIndex - position >= count,
            let value = digitsValue(bytes[position..<position + count])
        else { return nil }
        position += count
        return value
    }

    /// `YYYY-MM-DD`.
    package mutating func date() -> LocalDate? {
        guard let year = number(4), take(["-"]), let month = number(2), take(["-"]),
            let day = number(2)
        else { return nil }
        return LocalDate(year: year, month: month, day: day)
    }

    /// `HH:MM:SS[.fraction]` as seconds of the day; a fraction is dropped.
    package mutating func clock() -> Int? {
        guard let hour = number(2), hour < 24, take([":"]), let minute = number(2), minute < 60,
            take([":"]), let second = number(2), second < 60
        else { return nil }
        if take(["."]) {
            guard number(1) != nil else { return nil }
            while number(1) != nil {}
        }
        return hour * 3600 + minute * 60 + second
    }

    /// `Z`, `+09:00` or `-05:00` as seconds east of UTC; also `+0900` when `colonIsOptional`
    /// (RFC 3339 requires the colon, Apple Health leaves it out).
    package mutating func offset(colonIsOptional: Bool) -> Int? {
        if take(["Z", "z"]) { return 0 }
        let negative: Bool
        if take(["+"]) {
            negative = false
        } else if take(["-"]) {
            negative = true
        } else {
            return nil
        }
        guard let hours = number(2), hours < 24, take([":"]) || colonIsOptional else {
            return nil
        }
        guard let minutes = number(2), minutes < 60 else { return nil }
        let seconds = hours * 3600 + minutes * 60
        return negative ? -seconds : seconds
    }
}
