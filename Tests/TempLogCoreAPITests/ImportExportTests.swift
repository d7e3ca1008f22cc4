import Foundation
import TempLogCore
import Testing

/// Importing files and exporting readings through the public API alone: rows validated as
/// `add` validates them, a preview that changes nothing, and CSV an app can hand on.
@Suite struct ImportExportTests {
    let fixture: StoreFixture
    var store: ReadingStore { fixture.store }

    init() throws {
        fixture = try StoreFixture()
    }

    static let spreadsheet = """
        date,time,体温,名前,メモ
        2026/11/27,7:00,36.5,,
        2026/11/28,7:05,37.9,hana,早退
        2026/11/28,7:10,365,hana,
        """

    @Test func aFileIsPreviewedThenImportedAndItsBadRowsAreNamed() throws {
        let path = fixture.write("card.csv", Self.spreadsheet)
        var batch = ImportBatch()
        try ReadingImport.read(
            path, format: nil, context: fixture.context, into: &batch)
        #expect(batch.rows.map(\.reading.temperature.celsiusText) == ["36.5", "37.9"])
        #expect(batch.rows.map(\.reading.person) == [.owner, .named("hana")])
        #expect(batch.rows[1].reading.note == "早退")
        #expect(batch.rejected.map(\.place.path) == [path] && batch.rejected[0].place.line == 4)
        guard case .invalid(.implausibleTemperature("365", _, "36.5")) = batch.rejected[0].problem
        else {
            Issue.record("expected an implausible temperature, got \(batch.rejected[0].problem)")
            return
        }

        let preview = try store.previewImport(batch.rows)
        #expect(preview.added.count == 2 && fixture.storeText == nil)
        let result = try store.importRows(batch.rows, from: [path], at: fixture.now)
        #expect(result.added.count == 2 && result.alreadyInStore == 0)
        let again = try store.importRows(batch.rows, from: [path], at: fixture.now)
        #expect(again.added.isEmpty && again.alreadyInStore == 2)
        #expect(try store.changes().count == 1)
    }

    @Test func anImportForOnePersonFilesEveryRowUnderThem() throws {
        let path = fixture.write("card.csv", "taken_at,celsius\n2026-11-28T07:00:00+09:00,36.7\n")
        var batch = ImportBatch()
        try ReadingImport.read(
            path, format: .csv, context: fixture.context, into: &batch)
        _ = try store.importRows(
            batch.rows, answers: ImportAnswers(person: .named("sora")), from: [path],
            at: fixture.now)
        #expect(try store.newestFirst(limit: 1, matching: Query()).readings[0].person.who == "sora")
    }

    @Test func anUpdateReplacesTheReadingsWhoseIdTheStoreHasWithOtherValues() throws {
        let stored = try fixture.add("36.5", at: "7:00")
        let path = fixture.write(
            "fix.csv",
            "id,taken_at,celsius,note\n\(stored.id),\(stored.takenAt.rfc3339),36.5,fixed\n")
        var batch = ImportBatch()
        try ReadingImport.read(
            path, format: nil, context: fixture.context, into: &batch)
        let reported = try store.importRows(batch.rows, from: [path], at: fixture.now)
        #expect(reported.differing.map(\.fields) == [[.note]])
        let updated = try store.importRows(batch.rows, from: [path], at: fixture.now, mode: .update)
        #expect(updated.differing.map(\.updated.note) == ["fixed"])
        #expect(try store.readings(withIDs: [stored.id])[stored.id]?.note == "fixed")
    }

    @Test func aFileThatCannotBeReadIsATypedError() {
        var batch = ImportBatch()
        let missing = fixture.directory.path + "/missing.csv"
        #expect(throws: ImportError.self) {
            try ReadingImport.read(
                missing, format: nil, context: fixture.context, into: &batch)
        }
        let notAFile = fixture.write("notes.txt", "just some words\n")
        #expect(throws: ImportError.self) {
            try ReadingImport.read(
                notAFile, format: nil, context: fixture.context, into: &batch)
        }
    }

    @Test func exportWritesTheRowsOfTheDaysAskedFor() throws {
        try fixture.add("36.5", at: "yesterday 7:00")
        try fixture.add("37.6", at: "7:00", person: .named("hana"))
        var tsv: [UInt8] = []
        DelimitedFormat.tsv.appendHeader(to: &tsv)
        let today = try fixture.day("today")
        _ = try store.format(
            matching: Query(since: today),
            { reading, output in
                DelimitedFormat.tsv.appendRow(
                    reading, fevers: FeverThresholds(.standard(in: .celsius)), store: nil,
                    doses: DoseLog(), to: &output)
            }, emit: { tsv += $0 })
        let rows = String(decoding: tsv, as: UTF8.self).split(separator: "\n")
        #expect(rows[0].split(separator: "\t").map(String.init) == DelimitedFormat.columns)
        #expect(rows.count == 2 && rows[1].hasPrefix("2026-11-29\t07:00\t37.6\t99.7\ttrue\t\thana"))
    }
}
