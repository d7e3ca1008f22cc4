import TempLogText

/// Turns what a person typed for `templog dose` into a medicine's name, an amount, an interval
/// and a count of doses, or a precise error.
public enum DoseInput {
    /// A medicine's name is at most this many characters long.
    public static let maximumMedicineLength = 64

    /// The most doses a day `--max` takes.
    public static let maximumPerDay = 24

    /// A medicine's name: one line of at most 64 characters, full-width forms folded, inner
    /// runs of spaces made one; not an amount (`200mg` where the name should be).
    public static func medicine(_ text: String) throws(InputError) -> String {
        let name = TextInput.normalized(text).split(separator: " ").joined(separator: " ")
        guard !name.isEmpty else { throw InputError.noMedicine }
        if let control = name.unicodeScalars.first(where: TextInput.isUnprintable) {
            throw InputError.medicineControlCharacter(control.value)
        }
        guard name.count <= maximumMedicineLength else {
            throw InputError.medicineTooLong(length: name.count, limit: maximumMedicineLength)
        }
        if (try? anyAmount(name)) != nil { throw InputError.amountAsMedicine(name) }
        return name
    }

    /// An amount typed or imported now: any amount `anyAmount` reads, up to `DoseUnit.largest`
    /// of its unit, so that an extra digit (`99999mg`) is refused.
    public static func amount(_ text: String) throws(InputError) -> DoseAmount {
        let amount = try anyAmount(text)
        let largest = amount.unit.largest
        guard let number = DecimalNumber(Substring(amount.quantity)), number.isAtMost(largest)
        else {
            throw InputError.amountTooLarge(
                TextInput.printable(text),
                largest: DoseAmount(
                    quantity: "\(largest)", unit: amount.unit, unitText: amount.unitText))
        }
        return amount
    }

    /// An amount of any size, as a stored line may hold it: a number greater than 0 (`.` or
    /// `,` before a fraction; full-width digits too), then one of `DoseUnit`'s spellings,
    /// with or without a space between (`200mg`, `5 ml`, `1錠`, `0.5包`, `2 tablets`).
    static func anyAmount(_ text: String) throws(InputError) -> DoseAmount {
        let folded = TextInput.normalized(text)
        let digitsEnd =
            folded.firstIndex { !("0"..."9").contains($0) && $0 != "." && $0 != "," }
            ?? folded.endIndex
        let number = folded[..<digitsEnd]
        let unitText = folded[digitsEnd...].drop { $0 == " " }
        // `1,000mg` could be a thousand or one: a comma before three digits is refused.
        let thousands = number.split(separator: ",", omittingEmptySubsequences: false)
        guard let decimal = DecimalNumber(number), decimal.digits.contains(where: { $0 != "0" }),
            !(thousands.count == 2 && thousands[1].count == 3),
            let unit = DoseUnit.named(String(unitText))
        else { throw InputError.notAnAmount(TextInput.printable(text)) }
        return DoseAmount(quantity: decimal.text, unit: unit, unitText: String(unitText))
    }

    /// An interval between doses: hours and minutes (`6h`, `4h30m`, `90m`, `6時間`, `30分`,
    /// `4時間30分`), more than none and at most 72 hours.
    public static func interval(_ text: String) throws(InputError) -> DoseInterval {
        let folded = TextInput.normalized(text).lowercased()
            .replacing("時間", with: "h").replacing("分", with: "m")
        var minutes = 0
        var digits = ""
        var seenUnits: [Character] = []
        for character in folded where character != " " {
            if ("0"..."9").contains(character), digits.count < 4 {
                digits.append(character)
                continue
            }
            guard character == "h" || character == "m", let value = Int(digits),
                !seenUnits.contains(character), !seenUnits.contains("m")
            else { throw InputError.notAnInterval(TextInput.printable(text)) }
            minutes += character == "h" ? value * 60 : value
            seenUnits.append(character)
            digits = ""
        }
        guard digits.isEmpty, !seenUnits.isEmpty,
            (1...DoseInterval.maximumMinutes).contains(minutes)
        else { throw InputError.notAnInterval(TextInput.printable(text)) }
        return DoseInterval(minutes: minutes)
    }

    /// The most doses in 24 hours: a whole number from 1 to 24 (full-width digits too).
    public static func maximumPerDay(_ text: String) throws(InputError) -> Int {
        let folded = TextInput.normalized(text)
        guard folded.utf8.count <= 2, folded.allSatisfy({ ("0"..."9").contains($0) }),
            let count = Int(folded), (1...maximumPerDay).contains(count)
        else { throw InputError.notADoseCount(TextInput.printable(text)) }
        return count
    }
}
