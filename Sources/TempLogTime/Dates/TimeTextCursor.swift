import TempLogText

/// Reads dates and times the way people type them and spreadsheets write them, piece by piece,
/// after folding the text's width, lowercasing it and trimming the white space around it.
///
/// The one reader of clock words: typed `--at` times and spreadsheet cells read `7:30`,
/// `7時半`, `午後9時10分`, `7 pm` and `noon` alike.
package struct TimeTextCursor {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    package init(_ text: String) {
        let scalars = Array(TextInput.normalized(text).lowercased().unicodeScalars)
        let isText = { (scalar: Unicode.Scalar) in !scalar.properties.isWhitespace }
        let first = scalars.firstIndex(where: isText) ?? scalars.endIndex
        let last = scalars.lastIndex(where: isText).map { $0 + 1 } ?? first
        self.scalars = Array(scalars[first..<last])
    }

    package var isAtEnd: Bool { index == scalars.count }

    /// Skips `text` if it comes next.
    package mutating func skip(_ text: String) -> Bool {
        let wanted = Array(text.unicodeScalars)
        guard scalars[index...].starts(with: wanted) else { return false }
        index += wanted.count
        return true
    }

    /// The text read since `start`, a copy of this cursor taken earlier, as the cursor reads it
    /// (width folded, lowercased).
    package func text(since start: TimeTextCursor) -> String {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[min(start.index, index)..<index])
        return text
    }

    /// The text not read yet, as the cursor reads it (width folded, lowercased).
    package var rest: String {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[index...])
        return text
    }

    /// Skips any spaces; whether there were some.
    package mutating func skipSpaces() -> Bool {
        let start = index
        while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
        return index > start
    }

    /// Reads between `digits.lowerBound` and `digits.upperBound` ASCII digits as a number; with
    /// fewer, reads nothing.
    package mutating func number(digits: ClosedRange<Int>) -> Int? {
        let start = index
        var value = 0
        while index - start < digits.upperBound, index < scalars.count,
            (0x30...0x39).contains(scalars[index].value)
        {
            value = value * 10 + Int(scalars[index].value) - 0x30
            index += 1
        }
        guard index - start >= digits.lowerBound else {
            index = start
            return nil
        }
        return value
    }

    /// Skips any number of ASCII digits; whether there was one.
    private mutating func skipDigits() -> Bool {
        let start = index
        while index < scalars.count, (0x30...0x39).contains(scalars[index].value) { index += 1 }
        return index > start
    }

    /// `YYYY-MM-DD`, a day that exists; nil, with nothing read, for anything else.
    package mutating func isoDate() -> LocalDate? {
        guard scalars.count - index >= 10 else { return nil }
        let text = String(String.UnicodeScalarView(scalars[index..<index + 10]))
        guard let date = LocalDate.parse(iso: Substring(text)) else { return nil }
        index += 10
        return date
    }

    /// A time of day as seconds since midnight, or nil.
    ///
    /// Accepted, after the text is folded (so full-width `７時３０分` and `７：３０ＰＭ` too):
    /// - `H:MM`, `HH:MM`, `HH:MM:SS` with an optional fraction of a second (`.5`, `,5`;
    ///   dropped);
    /// - `H時`, `H時M分`, `H時M分S秒` and `H時半` (half past);
    /// - `noon`, `正午` (12:00) and `midnight` (00:00);
    /// - any of the first two in 24-hour form (hours 0 to 23), or in 12-hour form with `am`/`pm`
    ///   (`a.m.`/`p.m.`, optional space) after it, where the hour alone is enough (`7am`) and
    ///   runs 1 to 12 (`12am` is 00:00, `12pm` 12:00), or with `午前`/`午後` before it, where
    ///   the hour runs 0 to 11 (`午前0時` is 00:00, `午後0時` 12:00).
    ///
    /// `午前12時` and `午後12時` are read as 00:00 and 12:00 (as `12 AM` and `12 PM`) only when
    /// `japaneseTwelveAsAMPM` is set, for spreadsheets that write a 12-hour clock that way;
    /// otherwise they are refused, because people read `午前12時` as noon as often as midnight.
    /// Minutes and seconds run 0 to 59.
    package mutating func timeOfDay(japaneseTwelveAsAMPM: Bool) -> Int? {
        if skip("noon") || skip("正午") { return 12 * 3600 }
        if skip("midnight") { return 0 }
        let japaneseMeridiem: Bool? = skip("午前") ? false : skip("午後") ? true : nil
        if japaneseMeridiem != nil { _ = skipSpaces() }
        guard var hour = number(digits: 1...2) else { return nil }
        var minute = 0
        var second = 0
        var hasMinutes = true
        if skip(":") {
            guard let minutes = number(digits: 2...2) else { return nil }
            minute = minutes
            if skip(":") {
                guard let seconds = number(digits: 2...2) else { return nil }
                second = seconds
                if skip(".") || skip(",") {
                    guard skipDigits() else { return nil }
                }
            }
        } else if skip("時") {
            if skip("半") {
                minute = 30
            } else if let minutes = number(digits: 1...2) {
                guard skip("分") else { return nil }
                minute = minutes
                if let seconds = number(digits: 1...2) {
                    guard skip("秒") else { return nil }
                    second = seconds
                }
            }
        } else {
            hasMinutes = false
        }
        if let isAfternoon = japaneseMeridiem {
            guard hasMinutes, (0...12).contains(hour), hour < 12 || japaneseTwelveAsAMPM
            else { return nil }
            hour = hour % 12 + (isAfternoon ? 12 : 0)
        } else if let isAfternoon = meridiemSuffix() {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (isAfternoon ? 12 : 0)
        } else if !hasMinutes {
            return nil
        }
        guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second)
        else { return nil }
        return hour * 3600 + minute * 60 + second
    }

    /// `am`, `pm`, `a.m.` or `p.m.` after optional spaces: whether it is the afternoon, or nil
    /// (with nothing skipped) if none follows.
    private mutating func meridiemSuffix() -> Bool? {
        let start = index
        _ = skipSpaces()
        for (suffix, isAfternoon) in [("am", false), ("a.m.", false), ("pm", true), ("p.m.", true)]
        where skip(suffix) {
            return isAfternoon
        }
        index = start
        return nil
    }

    /// An optional UTC offset: `z`, `±HH:MM`, `±HHMM` or `±HH`. `isValid` is false when an
    /// offset is begun but malformed or out of range.
    package mutating func utcOffsetSeconds() -> (seconds: Int?, isValid: Bool) {
        if skip("z") { return (0, true) }
        let sign = skip("+") ? 1 : skip("-") ? -1 : 0
        guard sign != 0 else { return (nil, true) }
        guard let hours = number(digits: 2...2), hours <= 23 else { return (nil, false) }
        let hasColon = skip(":")
        let minutes = number(digits: 2...2)
        guard minutes != nil || !hasColon, minutes ?? 0 <= 59 else { return (nil, false) }
        return (sign * (hours * 3600 + (minutes ?? 0) * 60), true)
    }
}
