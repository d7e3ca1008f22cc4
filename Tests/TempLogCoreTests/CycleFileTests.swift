import Foundation
import TestSupport
import Testing

@testable import TempLogCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The cycles file beside the store: its lines, its safety, and undo.
@Suite struct CycleFileTests {
    let directory = TemporaryDirectory()
    var store: ReadingStore { ReadingStore(path: directory.file("readings.jsonl")) }
    let now = Timestamp.parse(rfc3339: Array("2026-11-29T07:31:00+09:00".utf8))!

    static func day(_ text: String) -> LocalDate { LocalDate.parse(iso: Substring(text))! }

    func mode(_ path: String) -> Int {
        var status = stat()
        stat(path, &status)
        return Int(status.st_mode & 0o777)
    }

    @Test func startWritesALinePerDayInDayOrderPrivately() throws {
        try store.startCycle(CycleStart(day: Self.day("2026-11-01")), at: now)
        try store.startCycle(
            CycleStart(day: Self.day("2026-10-04"), person: .named("hana")), at: now)
        try store.startCycle(CycleStart(day: Self.day("2026-10-04")), at: now)
        #expect(
            directory.read("readings.jsonl.cycles") == """
                {"cycleStart":"2026-10-04"}
                {"cycleStart":"2026-10-04","who":"hana"}
                {"cycleStart":"2026-11-01"}

                """)
        #expect(mode(store.cyclesPath) == 0o600)
        #expect(store.cyclesPath == store.realPath + ".cycles")
        // The store itself is not created: nothing in it changed.
        #expect(directory.read("readings.jsonl") == nil)
        let starts = try store.cycleStarts().starts
        #expect(starts.map(\.day.isoText) == ["2026-10-04", "2026-10-04", "2026-11-01"])
        #expect(try store.cycleStarts(of: .named("HANA")).starts.map(\.person.who) == ["hana"])
        #expect(try store.cycleStarts(of: .owner).starts.count == 2)
    }

    @Test func aDayAlreadyMarkedIsLeftAsItIs() throws {
        try store.startCycle(
            CycleStart(day: Self.day("2026-11-01"), person: .named("Hana")), at: now)
        let again = try store.startCycle(
            CycleStart(day: Self.day("2026-11-01"), person: .named("hana")), at: now)
        #expect(!again.changed)
        #expect(again.start.person.who == "Hana")
        #expect(try store.changes().count == 1)
    }

    @Test func startingACycleLeavesTheStoreByteForByte() throws {
        try store.append(sampleReading())
        let before = directory.read("readings.jsonl")
        try store.startCycle(CycleStart(day: Self.day("2026-11-01")), at: now)
        #expect(directory.read("readings.jsonl") == before)
    }

    @Test func linesThatAreNotCycleStartsAreReportedAndKeptByRewrites() throws {
        directory.write(
            "readings.jsonl.cycles",
            """
            {"cycleStart":"2026-11-01","mood":"fine"}
            not json
            {"cycleStart":"2026-13-01"}
            {"cycleStart":"2026-10-04","who":"me"}

            {"cycleStart":"2026-09-06","who":null}

            """)
        let read = try store.cycleStarts()
        #expect(read.starts.map(\.day.isoText) == ["2026-09-06", "2026-11-01"])
        #expect(read.malformedLines.map(\.lineNumber) == [2, 3, 4])
        try store.startCycle(CycleStart(day: Self.day("2026-10-04")), at: now)
        #expect(
            directory.read("readings.jsonl.cycles") == """
                {"cycleStart":"2026-10-04"}
                {"cycleStart":"2026-11-01","mood":"fine"}
                not json
                {"cycleStart":"2026-13-01"}
                {"cycleStart":"2026-10-04","who":"me"}
                {"cycleStart":"2026-09-06","who":null}

                """)
    }

    @Test func removeTakesTheMarkOutAndAnUnknownOneIsAnError() throws {
        #expect(
            throws: StoreError.noSuchCycleStart(CycleStart(day: Self.day("2026-11-01")))
        ) {
            try store.removeCycleStart(CycleStart(day: Self.day("2026-11-01")), at: now)
        }
        try store.startCycle(CycleStart(day: Self.day("2026-11-01")), at: now)
        try store.startCycle(
            CycleStart(day: Self.day("2026-11-01"), person: .named("hana")), at: now)
        #expect(
            throws: StoreError.noSuchCycleStart(CycleStart(day: Self.day("2026-11-02")))
        ) {
            try store.removeCycleStart(CycleStart(day: Self.day("2026-11-02")), at: now)
        }
        try store.removeCycleStart(
            CycleStart(day: Self.day("2026-11-01"), person: .named("HANA")), at: now)
        #expect(directory.read("readings.jsonl.cycles") == #"{"cycleStart":"2026-11-01"}"# + "\n")
    }

    @Test func undoReversesStartAndRemoveInTurnEvenWithoutAStore() throws {
        let first = CycleStart(day: Self.day("2026-11-01"))
        try store.startCycle(first, at: now)
        try store.startCycle(CycleStart(day: Self.day("2026-11-29")), at: now)
        try store.removeCycleStart(first, at: now)
        #expect(directory.read("readings.jsonl") == nil)
        guard case .undone(let removal, _) = try store.undo() else {
            Issue.record("the removal was not undone")
            return
        }
        #expect(
            removal.change
                == .cycleRemove([CycleMark(bytes: Array(#"{"cycleStart":"2026-11-01"}"#.utf8))!]))
        #expect(try store.cycleStarts().starts.map(\.day.isoText) == ["2026-11-01", "2026-11-29"])
        guard case .undone(let start, _) = try store.undo() else {
            Issue.record("the second start was not undone")
            return
        }
        #expect(start.change.name == "cycle-start")
        #expect(try store.cycleStarts().starts == [first])
        #expect(try store.undo() != .nothingToUndo(passedOver: []))
        #expect(try store.cycleStarts().starts.isEmpty)
        #expect(try store.undo() == .nothingToUndo(passedOver: []))
    }

    @Test func undoTakesBackACycleStartAfterAReadingAndTheReadingAfterIt() throws {
        try store.append(sampleReading())
        let stored = directory.read("readings.jsonl")
        try store.startCycle(CycleStart(day: Self.day("2026-11-01")), at: now)
        #expect(try store.undo() != .nothingToUndo(passedOver: []))
        #expect(try store.cycleStarts().starts.isEmpty)
        #expect(directory.read("readings.jsonl") == stored)
        #expect(try store.undo() != .nothingToUndo(passedOver: []))
        #expect(directory.read("readings.jsonl") == "")
    }

    @Test func aMarkRemovedByHandSinceIsNotUndoneAndLeavesTheJournal() throws {
        try store.startCycle(CycleStart(day: Self.day("2026-11-01")), at: now)
        directory.write("readings.jsonl.cycles", "")
        #expect(throws: StoreError.self) { try store.undo() }
        #expect(try store.changes().count == 1)
    }

    @Test(arguments: [FaultPoint.temporaryWritten, .beforeRename])
    func aFailedRewriteLeavesTheCyclesFileAndTheJournalAsTheyWere(point: FaultPoint) throws {
        try store.startCycle(CycleStart(day: Self.day("2026-10-04")), at: now)
        let before = directory.read("readings.jsonl.cycles")
        let journal = directory.read("readings.jsonl.journal")
        var failing = store
        failing.faultInjection = { $0 == point }
        #expect(throws: StoreError.self) {
            try failing.startCycle(CycleStart(day: Self.day("2026-11-01")), at: now)
        }
        #expect(directory.read("readings.jsonl.cycles") == before)
        #expect(directory.read("readings.jsonl.journal") == journal)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(!names.contains { $0.contains(".tmp-") })
    }

    @Test func aCycleMarkWhoseJournalEntryCannotBeWrittenIsNotMade() throws {
        try store.startCycle(CycleStart(day: Self.day("2026-10-04")), at: now)
        let cycles = directory.read("readings.jsonl.cycles")
        var failing = store
        failing.faultInjection = { $0 == .beforeJournalWrite }
        #expect(
            throws: StoreError.cannotRecord(
                journalPath: store.journalPath, SystemError(code: EIO))
        ) {
            try failing.startCycle(CycleStart(day: Self.day("2026-11-01")), at: now)
        }
        #expect(directory.read("readings.jsonl.cycles") == cycles)
        #expect(try store.changes().count == 1)
    }

    @Test func aCycleChangeRoundTripsThroughTheJournal() throws {
        try store.startCycle(
            CycleStart(day: Self.day("2026-11-01"), person: .named("hana")), at: now)
        let journal = try #require(directory.read("readings.jsonl.journal"))
        #expect(
            journal
                == #"{"seq":1,"done":1,"change":"cycle-start","at":"2026-11-29T07:31:00+09:00","cycleLines":["{\"cycleStart\":\"2026-11-01\",\"who\":\"hana\"}"]}"#
                + "\n")
        let recorded = try #require(try store.changes().first ?? nil)
        guard case .cycleStart(let mark) = recorded.change else {
            Issue.record("not a cycle start: \(recorded)")
            return
        }
        #expect(mark.start == CycleStart(day: Self.day("2026-11-01"), person: .named("hana")))
    }
}
