import Foundation
import TempLogCore
import Testing

/// Changing the store through the public API alone: delete and undo, a check and a repair of
/// a hand-edited file, profiles and cycle starts, each refusing what it cannot keep.
@Suite struct ChangeTests {
    let fixture: StoreFixture
    var store: ReadingStore { fixture.store }

    init() throws {
        fixture = try StoreFixture()
    }

    @Test func aDeletedReadingIsPutBackByUndo() throws {
        let kept = try fixture.add("36.5", at: "6:50")
        let gone = try fixture.add("37.5", at: "7:00")
        #expect(throws: StoreError.idTooShort("ab", minimum: ReadingStore.minimumIDPrefix)) {
            try store.delete(idPrefixes: ["ab"], at: fixture.now)
        }
        #expect(throws: StoreError.noSuchID("ffff", storeIsEmpty: false)) {
            try store.delete(idPrefixes: ["ffff"], at: fixture.now)
        }
        #expect(try store.delete(idPrefixes: [gone.shortID], at: fixture.now).removed == [gone])
        #expect(try store.newestFirst(limit: 5, matching: Query()).readings == [kept])
        guard case .undone(let undone, passedOver: []) = try store.undo(),
            case .delete(let lines) = undone.change
        else {
            Issue.record("the delete was not undone")
            return
        }
        #expect(lines.map(\.reading) == [gone])
        #expect(try store.newestFirst(limit: 5, matching: Query()).readings == [gone, kept])
    }

    @Test func undoRefusesAChangeTheStoreNoLongerShowsAndSkipTakesItOutOfTheWay() throws {
        let added = try fixture.add("36.5")
        let edited = fixture.storeText!.replacingOccurrences(of: "36.5", with: "36.6")
        _ = fixture.write("readings.jsonl", edited)
        guard
            case .changedSince(_, .addedLineChanged(added.id, 1)) = #expect(
                throws: StoreError.self, performing: { try store.undo() })
        else {
            Issue.record("undo did not name the changed line")
            return
        }
        guard case .skipped(let skipped?, passedOver: []) = try store.skipUndo(at: fixture.now)
        else {
            Issue.record("the add was not skipped")
            return
        }
        #expect(skipped.at == fixture.now)
        #expect(try store.undo() == .nothingToUndo(passedOver: []))
        #expect(fixture.storeText == edited)
    }

    @Test func checkFindsAHandEditAndRepairMendsIt() throws {
        let later = try fixture.add("36.6", at: "7:00")
        let earlier = try fixture.add("36.4", at: "yesterday 7:00")
        let lines = fixture.storeText!.split(separator: "\n")
        _ = fixture.write(
            "readings.jsonl", [lines[1], "{broken", lines[0]].joined(separator: "\n"))
        let check = try store.check()
        #expect(check.readingCount == 2 && check.malformedLines.map(\.lineNumber) == [2])
        #expect(check.outOfOrderLines == [3] && check.hasTornTail && !check.isClean)
        let actions = try store.repair(now: fixture.now)
        #expect(actions.contains(.sorted) && actions.contains(.endedLastLine))
        #expect(try store.check().isClean)
        #expect(try store.newestFirst(limit: 5, matching: Query()).readings == [later, earlier])
    }

    @Test func aProfileIsKeptAndTextItCannotHoldIsRefused() throws {
        let hana = Person.named("hana")
        let change = try store.updateProfile(of: hana, at: fixture.now) {
            $0.displayName = try? ProfileInput.parse(" 山田 花子 ", for: .displayName)
            $0.number = "12"
        }
        #expect(change.changed && change.after.displayName == "山田 花子")
        #expect(try store.profiles().profiles == [hana: change.after])
        #expect(throws: StoreError.notStorable(path: store.path + ".people", key: "school")) {
            try store.updateProfile(of: hana, at: fixture.now) { $0.school = "line\nbreak" }
        }
        #expect(try store.profile(of: .named("HANA")) == change.after)
    }

    @Test func aPersonsOwnFeverThresholdIsKeptAndJudgesTheirReadings() throws {
        let hana = Person.named("hana")
        let own = FeverThreshold(try TemperatureInput.parse("37.0"))
        _ = try store.updateProfile(of: hana, at: fixture.now) { $0.fever = own }
        #expect(try store.profile(of: hana).fever == own)
        let fevers = FeverThresholds(
            .standard(in: .celsius),
            personal: try store.profiles().profiles.compactMapValues(\.fever))
        #expect(fevers.threshold(for: hana) == own)
        #expect(fevers.threshold(for: .owner) == .standard(in: .celsius))
        try fixture.add("37.2", at: "7:00", person: hana)
        try fixture.add("37.2", at: "7:05")
        let readings = try store.newestFirst(limit: 2, matching: Query()).readings
        #expect(readings.map(fevers.isFever) == [false, true])
        let implausible = FeverThreshold(Temperature(centiCelsius: 5000), in: .celsius)
        #expect(throws: StoreError.notStorable(path: store.path + ".people", key: "fever")) {
            try store.updateProfile(of: hana, at: fixture.now) { $0.fever = implausible }
        }
    }

    @Test func cycleStartsAreMarkedListedAndRemoved() throws {
        let day = try fixture.day("2026-11-01")
        let mark = CycleStart(day: day, person: .named("hana"))
        #expect(try store.startCycle(mark, at: fixture.now).changed)
        #expect(try !store.startCycle(mark, at: fixture.now).changed)
        #expect(try store.cycleStarts(of: .named("Hana")).starts == [mark])
        #expect(try store.cycleStarts(of: .owner).starts.isEmpty)
        let cycles = BasalCycle.cycles(
            starting: [day], readings: [], through: try fixture.day("today"))
        #expect(cycles.map(\.length) == [29] && cycles[0].isCurrent)
        #expect(try store.removeCycleStart(mark, at: fixture.now).changed)
        #expect(throws: StoreError.noSuchCycleStart(mark)) {
            try store.removeCycleStart(mark, at: fixture.now)
        }
        #expect(throws: StoreError.notStorable(path: store.path + ".cycles", key: "who")) {
            try store.startCycle(CycleStart(day: day, person: .named("a b")), at: fixture.now)
        }
    }
}
