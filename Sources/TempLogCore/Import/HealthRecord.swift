/// One record of an Apple Health export (`export.xml`) that the import reads: a body or basal
/// temperature, or a day of menstrual flow.
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

    /// The type of a menstrual flow record.
    static let menstrualFlow = "HKCategoryTypeIdentifierMenstrualFlow"

    /// HealthKit's body temperature sensor locations (`HKBodyTemperatureSensorLocation`), by
    /// the number the enumeration gives each and the name an export writes, with the site each
    /// is read as: an eardrum is the ear, a temporal artery the forehead, and a finger, a toe,
    /// the body or the gut a site templog calls other.
    static let sensorLocations: [(number: Int, name: String, site: Site)] = [
        (0, "Other", .other), (1, "Armpit", .armpit), (2, "Body", .other), (3, "Ear", .ear),
        (4, "Finger", .other), (5, "GastroIntestinal", .other), (6, "Mouth", .mouth),
        (7, "Rectum", .rectum), (8, "Toe", .other), (9, "EarDrum", .ear),
        (10, "TemporalArtery", .forehead), (11, "Forehead", .forehead),
    ]

    /// The prefix of a sensor location's name in an export.
    static let sensorLocationPrefix = "HKBodyTemperatureSensorLocation"

    /// The site a sensor location names, given by its number (`6`) or its name
    /// (`HKBodyTemperatureSensorLocationMouth`); nil for one HealthKit does not define.
    static func site(_ location: String) -> Site? {
        if let number = Int(location) {
            return sensorLocations.first { $0.number == number }?.site
        }
        guard location.hasPrefix(sensorLocationPrefix) else { return nil }
        let name = location.dropFirst(sensorLocationPrefix.count)
        return sensorLocations.first { $0.name == name }?.site
    }

    /// Whether a menstrual flow record's value says there was flow: any value HealthKit defines
    /// (`HKCategoryValueMenstrualFlowUnspecified`, `…Light`, `…Medium`, `…Heavy`, or their
    /// numbers 1–4) but `HKCategoryValueMenstrualFlowNone` (5); nil for another value.
    static func isFlow(_ value: String) -> Bool? {
        let prefix = "HKCategoryValueMenstrualFlow"
        switch value.hasPrefix(prefix) ? String(value.dropFirst(prefix.count)) : value {
        case "Unspecified", "Light", "Medium", "Heavy", "1", "2", "3", "4": return true
        case "None", "5": return false
        default: return nil
        }
    }
}
