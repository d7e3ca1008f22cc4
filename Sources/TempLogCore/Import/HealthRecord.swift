/// One body temperature record of an Apple Health export (`export.xml`).
struct HealthRecord {
    var type: String
    var attributes: [String: String]
    /// `HKBodyTemperatureSensorLocation`, when the record has it.
    var sensorLocation: String?
    /// The line the record starts on, for messages.
    var lineNumber: Int
}

extension HealthRecord {
    /// `2021-12-11 18:04:48 -0700`, the Health export's date form.
    static func date(_ text: String) -> Timestamp? {
        let bytes = Array(text.utf8)
        var scanner = TimestampScanner(bytes: bytes)
        guard let day = scanner.date(), scanner.take([" ", "T"]),
            let second = scanner.clock()
        else {
            return nil
        }
        _ = scanner.take([" "])
        guard let offset = scanner.offset(colonIsOptional: true), scanner.atEnd else { return nil }
        return Timestamp(localDate: day, secondOfDay: second, utcOffsetSeconds: offset)
    }

    /// HealthKit's body temperature sensor locations (`HKBodyTemperatureSensorLocation`).
    static func site(_ location: String) -> Site? {
        switch Int(location) {
        case 1: return .armpit
        case 3, 9: return .ear
        case 6: return .mouth
        case 7: return .rectum
        case 10, 11: return .forehead
        case .some: return .other
        case nil: return nil
        }
    }
}
