import Foundation
import TempLogCore
import Testing

/// Recording readings through the public API alone: what a person types is read by the input
/// types, a draft makes the reading only when it is valid, and the store says what it did.
@Suite struct RecordingTests {
    let fixture: StoreFixture
    var store: ReadingStore { fixture.store }

    init() throws {
        fixture = try StoreFixture()
    }

    @Test func whatAPersonTypesIsReadAsTheyMeanIt() throws {
        #expect(try TemperatureInput.parse("36,5").temperature == Temperature(centiCelsius: 3650))
        #expect(try TemperatureInput.parse("98.6F").unit == .fahrenheit)
        #expect(try TemperatureInput.parse("36度5分").temperature.celsiusText == "36.5")
        #expect(
            try TemperatureInput.parseImported("36.666666").temperature
                == Temperature(centiCelsius: 3667))
        let yesterday = try TimeInput.parseInstant("yesterday 7:30", in: fixture.context)
        #expect(yesterday.rfc3339 == "2026-11-28T07:30:00+09:00")
        #expect(try fixture.day("11/28") == LocalDate(year: 2026, month: 11, day: 28))
        #expect(try Person.parse("ME") == .owner)
        #expect(try Person.parse("Hana") == .named("hana"))
        #expect(try NameInput.parse("ｈａｎａ") == "hana")
        #expect(try Site.parse("oral") == .mouth)
        #expect(try Symptom.parseList("咳、頭痛") == [.cough, .headache])
        #expect(try NoteInput.parse("  after a bath ") == "after a bath")
        #expect(throws: InputError.notASite("toe", suggestion: nil)) { try Site.parse("toe") }
    }

    @Test func aDraftMakesAReadingOnlyWhenEveryValueIsValid() throws {
        let context = fixture.context
        var draft = ReadingDraft(
            temperature: Temperature(centiCelsius: 4_500), unit: .celsius,
            takenAt: fixture.now)
        #expect(throws: InputError.notStorable(.celsius)) { try draft.reading(in: context) }
        draft.temperature = Temperature(centiCelsius: 3_650)
        draft.person = .named("hana smith")
        #expect(throws: InputError.notAName("hana smith")) { try draft.reading(in: context) }
        draft.person = .named("本人")
        #expect(try draft.reading(in: context).person == .owner)
        draft.note = "bell\u{7}"
        #expect(throws: InputError.noteControlCharacter(7)) { try draft.reading(in: context) }
        draft.note = nil
        draft.symptoms = [.none, .cough]
        #expect(throws: InputError.notStorable(.symptoms)) { try draft.reading(in: context) }
        draft.symptoms = [.headache, .cough]
        draft.takenAt = Timestamp(secondsSince1970: context.now + 3600, in: context.zone)
        #expect(throws: InputError.takenInFuture(draft.takenAt)) { try draft.reading(in: context) }
        draft.takenAt = fixture.now
        let reading = try draft.reading(in: context)
        #expect(reading.symptoms == [.cough, .headache])
        #expect(reading.recordedAt == fixture.now && reading.shortID.count == 6)
    }

    @Test func appendKeepsTheStoreInTimeOrderAndSaysWhatItNoticed() throws {
        let first = try store.append(try fixture.reading("36.5", at: "7:00"))
        #expect(first.outcome == .appended && first.nearDuplicate == nil && !first.isNewPerson)
        let earlier = try store.append(try fixture.reading("36.4", at: "yesterday 7:00"))
        #expect(earlier.outcome == .inserted)
        let again = try store.append(try fixture.reading("36.5", at: "7:05"))
        #expect(again.nearDuplicate == first.reading)
        let hana = try store.append(try fixture.reading("37.0", at: "7:10", person: .named("hana")))
        #expect(hana.isNewPerson)
        let shouted = try store.append(
            try fixture.reading("37.1", at: "7:20", person: .named("HANA")))
        #expect(!shouted.isNewPerson && shouted.reading.person.who == "hana")
        let all = try store.newestFirst(limit: 10, matching: Query()).readings
        #expect(all.map(\.temperature.celsiusText) == ["37.1", "37.0", "36.5", "36.5", "36.4"])
    }

    @Test func onlyABasalReadingIsMarkedDisturbedAndTheStoreKeepsTheReason() throws {
        #expect(try Disturbance.parse("飲酒") == .alcohol)
        var draft = ReadingDraft(
            temperature: Temperature(centiCelsius: 3_640), unit: .celsius,
            takenAt: fixture.now, disturbance: .alcohol)
        #expect(throws: InputError.disturbedBodyReading(.alcohol)) {
            try draft.reading(in: fixture.context)
        }
        draft.kind = .basal
        let stored = try store.append(try draft.reading(in: fixture.context)).reading
        #expect(stored.disturbance == .alcohol)
        let read = try store.newestFirst(limit: 1, matching: Query(kinds: [.basal])).readings
        #expect(read == [stored])
    }

    @Test func appendNotingTheUsualTemperatureGivesTheMedianOfTheMornings() throws {
        for (day, value) in [(20, "36.1"), (21, "36.3"), (22, "36.2"), (23, "36.4"), (24, "36.2")] {
            try fixture.add(value, at: "2026-11-\(day) 07:00")
        }
        let result = try store.appendNotingUsualTemperature(try fixture.reading("37.4"))
        #expect(result.usualTemperature == Temperature(centiCelsius: 3620))
        #expect(try store.append(try fixture.reading("37.3")).usualTemperature == nil)
        #expect(
            try store.usualTemperatures(before: [.owner: try fixture.day("today")]).temperatures[
                .owner]
                == Temperature(centiCelsius: 3620))
    }

    @Test func aPeriodIsReadWithTheUsualTemperaturesOfThoseWithEnoughMornings() throws {
        for (day, value) in [(20, "36.1"), (21, "36.3"), (22, "36.2"), (23, "36.4"), (24, "36.2")] {
            try fixture.add(value, at: "2026-11-\(day) 07:00")
            if day > 20 {
                try fixture.add(value, at: "2026-11-\(day) 07:30", person: .named("hana"))
            }
        }
        let today = try fixture.day("today")
        let stored = try store.append(try fixture.reading("37.4")).reading
        let read = try store.readings(
            matching: Query(since: today, until: today, people: [.owner, .named("hana")]),
            withUsualTemperaturesBefore: today)
        #expect(read.readings == [stored])
        #expect(read.usualTemperatures == [.owner: Temperature(centiCelsius: 3620)])
        #expect(read.malformedLines.isEmpty)
    }

    @Test func theDefaultLocationsDirectoryIsCreatedAndAnyOtherMustExist() throws {
        let nested = fixture.directory.path + "/a/b/readings.jsonl"
        let reading = try fixture.reading("36.5")
        #expect(throws: StoreError.self) { try ReadingStore(path: nested).append(reading) }
        try ReadingStore(path: nested, missingDirectory: .created).append(reading)
        #expect(FileManager.default.fileExists(atPath: nested))
    }
}
