import Foundation
import TestSupport
import Testing

@testable import TempLogCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The doses file beside the store: its lines in time order, undo by content, delete by id,
/// an import that adds nothing twice, and check.
@Suite struct DoseFileTests {
    let directory = TemporaryDirectory()
    var store: ReadingStore { ReadingStore(path: directory.file("readings.jsonl")) }
    let now = DoseTests.time("30T18:00")

    @Test func dosesAreKeptInTimeOrderPrivatelyAndUndoTakesOneBack() throws {
        try store.recordDose(DoseTests.dose("aaaaaaaaaaa2", "30T14:00"), at: now)
        try store.recordDose(DoseTests.dose("aaaaaaaaaaa1", "30T09:00", person: .owner), at: now)
        #expect(try store.doses().log.doses.map(\.id) == ["aaaaaaaaaaa1", "aaaaaaaaaaa2"])
        #expect(try store.doses(of: .owner).log.doses.map(\.id) == ["aaaaaaaaaaa1"])
        var status = stat()
        stat(store.dosesPath, &status)
        #expect(status.st_mode & 0o777 == 0o600)
        #expect(directory.read("readings.jsonl") == nil)
        guard case .undone(let recorded, _) = try store.undo(),
            case .dose(let change) = recorded.change
        else {
            Issue.record("not undone")
            return
        }
        #expect(change.added.map(\.dose.id) == ["aaaaaaaaaaa1"])
        #expect(try store.doses().log.doses.map(\.id) == ["aaaaaaaaaaa2"])
    }

    @Test(arguments: [
        (DoseTests.dose("aaaaaaaaaaa1", "30T09:00", ""), "medicine"),
        (DoseTests.dose("aaaaaaaaaaa1", "30T09:00", "カロナール\u{1B}"), "medicine"),
        (DoseTests.dose("aaaaaaaaaaa1", "30T09:00", person: .named("ha na")), "who"),
        (DoseTests.dose("AAAAAAAAAAA1", "30T09:00"), "id"),
        (DoseTests.dose("aaaaaaaaaaa1", "30T09:00", maximum: 25), "maxPerDay"),
    ])
    func aDoseWhoseLineWouldNotReadBackIsRefusedAndNothingWritten(dose: Dose, key: String) {
        #expect(throws: StoreError.notStorable(path: store.path + ".doses", key: key)) {
            try store.recordDose(dose, at: now)
        }
        #expect(throws: StoreError.notStorable(path: store.path + ".doses", key: key)) {
            try store.importDoses([dose], at: now)
        }
        #expect(directory.read("readings.jsonl.doses") == nil)
        #expect(directory.read("readings.jsonl.journal") == nil)
    }

    @Test func aDoseSoonerThanTheLimitsSetIsRecordedAndSaidToBe() throws {
        try store.recordDose(DoseTests.dose("aaaaaaaaaaa1", "30T09:00", interval: 360), at: now)
        let sooner = try store.recordDose(DoseTests.dose("aaaaaaaaaaa2", "30T14:00"), at: now)
        #expect(sooner.tooSoon?.last.id == "aaaaaaaaaaa1")
        #expect(sooner.tooSoon?.next == DoseTests.time("30T15:00"))
        let later = try store.recordDose(DoseTests.dose("aaaaaaaaaaa3", "30T20:00"), at: now)
        #expect(later.tooSoon == nil)
        // A limit set with the dose itself counts for it.
        let own = try store.recordDose(
            DoseTests.dose("aaaaaaaaaaa4", "30T21:00", interval: 120), at: now)
        #expect(own.tooSoon?.next == DoseTests.time("30T22:00"))
        #expect(try store.doses().log.doses.count == 4)
    }

    @Test func deleteTakesADoseOutByIdAndUndoPutsItBack() throws {
        try store.recordDose(DoseTests.dose("abcd00000001", "30T09:00"), at: now)
        try store.recordDose(DoseTests.dose("abcd00000002", "30T10:00"), at: now)
        let before = directory.read("readings.jsonl.doses")
        #expect(
            throws: StoreError.ambiguousID("abcd", count: 2, ids: ["abcd00000001", "abcd00000002"])
        ) {
            try store.deleteDoses(idPrefixes: ["abcd"], at: now)
        }
        #expect(throws: StoreError.noSuchID("ffff", storeIsEmpty: false)) {
            try store.deleteDoses(idPrefixes: ["ffff"], at: now)
        }
        #expect(
            try store.deleteDoses(idPrefixes: ["ABCD00000001"], at: now).map(\.id) == [
                "abcd00000001"
            ])
        #expect(try store.doses().log.doses.map(\.id) == ["abcd00000002"])
        _ = try store.undo()
        #expect(directory.read("readings.jsonl.doses") == before)
    }

    @Test func undoRefusesADoseEditedSinceAndLeavesEverything() throws {
        try store.recordDose(DoseTests.dose("aaaaaaaaaaa1", "30T09:00"), at: now)
        let edited = directory.read("readings.jsonl.doses")!.replacingOccurrences(
            of: "200mg", with: "400mg")
        directory.write("readings.jsonl.doses", edited)
        #expect(throws: StoreError.self) { try store.undo() }
        #expect(directory.read("readings.jsonl.doses") == edited)
    }

    @Test func importingTheSameDosesTwiceAddsNothing() throws {
        let doses = [
            DoseTests.dose("aaaaaaaaaaa1", "30T09:00"), DoseTests.dose("aaaaaaaaaaa2", "30T14:00"),
        ]
        #expect(try store.importDoses(doses, at: now).count == 2)
        let journal = directory.read("readings.jsonl.journal")
        #expect(try store.importDoses(doses, at: now).isEmpty)
        // The same person, medicine and instant under another id is the same dose.
        #expect(
            try store.importDoses([DoseTests.dose("bbbbbbbbbbb1", "30T09:00")], at: now).isEmpty)
        #expect(directory.read("readings.jsonl.journal") == journal)
        guard case .undone = try store.undo() else {
            Issue.record("not undone")
            return
        }
        #expect(try store.doses().log.doses.isEmpty)
    }

    @Test func checkReportsALineThatIsNotADoseAndRepairMovesItAside() throws {
        try store.recordDose(DoseTests.dose("aaaaaaaaaaa1", "30T09:00"), at: now)
        let good = directory.read("readings.jsonl.doses")!
        directory.write("readings.jsonl.doses", good + "{\"medicine\":\"x\"}\n")
        directory.write("readings.jsonl", "")
        let report = try store.check()
        #expect(report.malformedDoseLines.map(\.lineNumber) == [2])
        #expect(!report.isClean)
        _ = try store.repair(now: now)
        #expect(directory.read("readings.jsonl.doses") == good)
        #expect(try store.check().malformedDoseLines.isEmpty)
    }
}
