import TestSupport
import Testing

@testable import TempLogCore

/// The store writes only what it reads back as written: a reading, a cycle start or a profile
/// that its line would not give back as it is is refused, and nothing is written.
@Suite struct StoredValueRulesTests {
    let directory = TemporaryDirectory()
    var store: ReadingStore { ReadingStore(path: directory.file("readings.jsonl")) }
    let now = Timestamp.parse(rfc3339: Array("2026-11-29T08:00:00+09:00".utf8))!

    /// Readings made as they are, as only this package can make them, each with the field
    /// their line would not give back.
    static let unstorable: [(Reading, ReadingField)] = [
        (sampleReading(centi: 9_999), .celsius),
        (sampleReading(id: ""), .id),
        (sampleReading(who: "hana smith"), .who),
        (sampleReading(who: "me"), .who),
        (sampleReading(note: " padded "), .note),
        (sampleReading(note: "bell\u{7}"), .note),
        (withSymptoms([.cough, .cough]), .symptoms),
        (withSymptoms([.none, .cough]), .symptoms),
        (withSymptoms([.headache, .cough]), .symptoms),
        (withSymptoms([]), .symptoms),
    ]

    static func withSymptoms(_ symptoms: [Symptom]) -> Reading {
        var reading = sampleReading()
        reading.symptoms = symptoms
        return reading
    }

    @Test(arguments: unstorable)
    func appendRefusesAReadingItsLineWouldNotGiveBack(reading: Reading, field: ReadingField) {
        #expect(ReadingLine.checkedLine(for: reading).unstorable == field)
        #expect(throws: StoreError.notStorable(path: store.path, key: field.rawValue)) {
            try store.append(reading)
        }
        #expect(directory.read("readings.jsonl") == nil)
        #expect(directory.read("readings.jsonl.journal") == nil)
    }

    @Test(arguments: unstorable)
    func importRefusesAReadingItsLineWouldNotGiveBack(reading: Reading, field: ReadingField) {
        #expect(throws: StoreError.notStorable(path: store.path, key: field.rawValue)) {
            let row = ImportRow(
                reading: reading, given: .all, place: RowPlace(path: "file", line: 1),
                origin: .noStore)
            _ = try store.importRows([row], from: ["file"], at: now)
        }
        #expect(directory.read("readings.jsonl") == nil)
    }

    @Test func aValidReadingReadsBackAsItIs() {
        let reading = sampleReading(site: .ear, who: "hana", note: "after a bath")
        #expect(ReadingLine.checkedLine(for: reading).unstorable == nil)
    }

    @Test func aDraftIsHeldToTheSameDefinition() throws {
        let context = TimeContext(now: now.secondsSince1970, zone: ZoneRules.utc)
        var draft = ReadingDraft(
            temperature: Temperature(centiCelsius: 4_500), unit: .celsius, takenAt: now)
        #expect(throws: InputError.notStorable(.celsius)) { try draft.reading(in: context) }
        draft.temperature = Temperature(centiCelsius: 3_650)
        draft.symptoms = [.headache, .cough]
        #expect(try draft.reading(in: context).symptoms == [.cough, .headache])
        draft.symptoms = [.cough, .cough]
        #expect(throws: InputError.notStorable(.symptoms)) { try draft.reading(in: context) }
    }

    @Test func aCycleStartOrAProfileTheirFilesWouldNotGiveBackIsRefused() {
        let day = LocalDate(year: 2026, month: 11, day: 1)!
        #expect(throws: StoreError.notStorable(path: store.path + ".cycles", key: "who")) {
            try store.startCycle(CycleStart(day: day, person: .named("hana smith")), at: now)
        }
        #expect(throws: StoreError.notStorable(path: store.path + ".people", key: "displayName")) {
            try store.updateProfile(of: .named("hana"), at: now) { $0.displayName = "bell\u{7}" }
        }
        #expect(throws: StoreError.notStorable(path: store.path + ".people", key: "who")) {
            try store.updateProfile(of: .named("hana smith"), at: now) { $0.school = "Sakura" }
        }
        #expect(directory.read("readings.jsonl.cycles") == nil)
        #expect(directory.read("readings.jsonl.people") == nil)
    }
}
