import TempLogCore

/// A reading with fixed values, for tests that need one.
public func sampleReading(
    id: String = "a1b2c3d4e5f6", taken: String = "2026-11-29T07:31:00+09:00", centi: Int = 3650,
    unit: TemperatureUnit = .celsius, site: Site? = nil, who: String? = nil, note: String? = nil
) -> Reading {
    let takenAt = Timestamp.parse(rfc3339: Array(taken.utf8))!
    return Reading(
        id: id, takenAt: takenAt, temperature: Temperature(centiCelsius: centi), unit: unit,
        recordedAt: takenAt, site: site, person: Person(who: who), note: note
    )
}
