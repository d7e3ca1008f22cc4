/// Reads the pieces of dates and times from ASCII bytes, for `Timestamp` and `TimeInput`.
struct TimestampScanner<C: Collection<UInt8>> where C.Index == Int {
    let bytes: C
    var position: Int

    init(bytes: C) {
        self.bytes = bytes
        position = bytes.startIndex
    }

    var atEnd: Bool { position == bytes.endIndex }

    /// Consumes one of `characters` if it is next.
    mutating func take(_ characters: [Unicode.Scalar]) -> Bool {
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
    mutating func date() -> LocalDate? {
        guard let year = number(4), take(["-"]), let month = number(2), take(["-"]),
            let day = number(2)
        else { return nil }
        return LocalDate(year: year, month: month, day: day)
    }

    /// `HH:MM[:SS[.fraction]]` as seconds of the day; one-digit hours are accepted when
    /// seconds are optional (typed times like `7:30`).
    mutating func clock(requireSeconds: Bool) -> Int? {
        var hour = number(2)
        if hour == nil, !requireSeconds { hour = number(1) }
        guard let hour, hour < 24, take([":"]), let minute = number(2), minute < 60 else {
            return nil
        }
        var second = 0
        if take([":"]) {
            guard let value = number(2), value < 60 else { return nil }
            second = value
            if take([".", ","]) {
                guard number(1) != nil else { return nil }
                while number(1) != nil {}
            }
        } else if requireSeconds {
            return nil
        }
        return hour * 3600 + minute * 60 + second
    }

    /// `Z`, `+09:00`, `+0900` or `-05:00` as seconds east of UTC.
    mutating func offset() -> Int? {
        if take(["Z", "z"]) { return 0 }
        let negative: Bool
        if take(["+"]) {
            negative = false
        } else if take(["-"]) {
            negative = true
        } else {
            return nil
        }
        guard let hours = number(2), hours < 24 else { return nil }
        _ = take([":"])
        guard let minutes = number(2), minutes < 60 else { return nil }
        let seconds = hours * 3600 + minutes * 60
        return negative ? -seconds : seconds
    }
}
