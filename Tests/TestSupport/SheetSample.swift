import TempLogCore

/// hana's readings for health-check sheet tests, up to Sun 29 Nov 2026 in Tokyo: ordinary
/// mornings from 20 Sep (so the usual temperature is known), evenings every third day, a
/// fever from Tue 24 to Thu 26 Nov with symptoms, a reading at noon and notes (one hostile),
/// days without a reading (20 Oct, 5, 19 and 28 Nov), and readings that are not hers to show:
/// the owner's (41.0 °C) and a basal one (35.1 °C).
public enum SheetSample {
    /// The last day with readings.
    public static let lastDay = LocalDate(year: 2026, month: 11, day: 29)!
    /// "Now" for sheet tests: that evening, after its last reading.
    public static let now = "2026-11-29T21:30:00+09:00"
    /// The days without any reading of hana's.
    public static let missingDays: Set<LocalDate> = [
        LocalDate(year: 2026, month: 10, day: 20)!, LocalDate(year: 2026, month: 11, day: 5)!,
        LocalDate(year: 2026, month: 11, day: 19)!, LocalDate(year: 2026, month: 11, day: 28)!,
    ]
    /// The note that tries to be markup.
    public static let hostileNote = #"<script>alert(1)</script> & "home" 'rest'"#

    /// Every reading, in time order.
    public static var readings: [Reading] {
        var readings: [Reading] = []
        let first = LocalDate(year: 2026, month: 9, day: 20)!
        for number in first.dayNumber...lastDay.dayNumber {
            let day = LocalDate(dayNumber: number)
            if missingDays.contains(day) { continue }
            readings += readingsOf(day)
        }
        // A day's basal reading at 06:00 is listed after its others: put it in its place.
        return readings.enumerated().sorted {
            ($0.element.takenAt.secondsSince1970, $0.offset)
                < ($1.element.takenAt.secondsSince1970, $1.offset)
        }.map(\.element)
    }

    /// The store's lines: every reading as JSON Lines.
    public static var jsonLines: String {
        String(decoding: readings.flatMap(ReadingLine.encode), as: UTF8.self)
    }

    private static func readingsOf(_ day: LocalDate) -> [Reading] {
        switch (day.month, day.day) {
        case (11, 22):
            return ordinary(day) + [
                reading(day, "06:00", 3511, kind: .basal, note: "basal")
            ]
        case (11, 24):
            return [
                reading(day, "07:20", 3780, symptoms: [.cough, .headache]),
                reading(day, "08:00", 4100, who: nil),
                reading(day, "20:30", 3860, symptoms: [.cough], note: "saw Dr. Sato"),
            ]
        case (11, 25):
            return [
                reading(day, "07:15", 3840, symptoms: [.cough, .soreThroat, .fatigue]),
                reading(day, "13:10", 3890, note: hostileNote),
                reading(day, "20:45", 3810, symptoms: [.chills]),
            ]
        case (11, 26):
            return [
                reading(day, "07:30", 3760, symptoms: [.cough], note: "病院受診（小児科）"),
                reading(day, "20:00", 3720),
            ]
        case (11, 27): return [reading(day, "07:10", 3690, symptoms: [.none])]
        case (11, 29):
            return [
                reading(day, "07:05", 3660, symptoms: [.none]), reading(day, "21:00", 3680),
            ]
        default:
            var readings = ordinary(day)
            if (day.month, day.day) == (11, 20) {
                readings.append(reading(day, "08:30", 4100, who: nil))
            }
            return readings.sorted { $0.takenAt < $1.takenAt }
        }
    }

    /// A day without fever: a morning between 36.3 and 36.8 °C, an evening every third day.
    private static func ordinary(_ day: LocalDate) -> [Reading] {
        let n = day.dayNumber
        let morning = 3630 + n * 7 % 6 * 10
        var readings = [
            reading(
                day, "07:\(n % 4)0", morning, symptoms: n % 2 == 0 ? [.none] : nil,
                note: n % 10 == 0 ? "played outside" : nil)
        ]
        if n % 3 == 0 { readings.append(reading(day, "20:00", morning + 20)) }
        return readings
    }

    private static func reading(
        _ day: LocalDate, _ time: String, _ centiCelsius: Int, who: String? = "hana",
        kind: ReadingKind = .body, symptoms: [Symptom]? = nil, note: String? = nil
    ) -> Reading {
        let parts = time.split(separator: ":").map { Int($0)! }
        let seconds = day.dayNumber * 86_400 + parts[0] * 3600 + parts[1] * 60 - 32_400
        let takenAt = Timestamp(secondsSince1970: seconds, utcOffsetSeconds: 32_400)
        let id = String(seconds, radix: 16) + String(centiCelsius % 256, radix: 16)
        return Reading(
            id: String((String(repeating: "0", count: 12) + id).suffix(12)), takenAt: takenAt,
            temperature: Temperature(centiCelsius: centiCelsius), unit: .celsius,
            recordedAt: takenAt, person: Person(who: who), note: note, symptoms: symptoms,
            kind: kind)
    }
}
