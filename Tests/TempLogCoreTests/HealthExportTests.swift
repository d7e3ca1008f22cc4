import Foundation
import TestSupport
import Testing

@testable import TempLogCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Streaming an Apple Health export: records found whole wherever the chunks end.
@Suite struct HealthExportTests {
    let directory = TemporaryDirectory()

    /// Records cut by every possible chunk boundary are still found whole.
    @Test(arguments: [64, 97, 500, 4096])
    func theHealthStreamFindsRecordsAcrossChunkBoundaries(chunkSize: Int) throws {
        let path = directory.write("export.xml", Fixtures.healthExport)
        let file = try OpenFile(path: path, flags: O_RDONLY)
        var values: [String] = []
        var lines: [Int] = []
        try HealthExport.forEachRecord(
            in: file, chunkSize: chunkSize, progress: { _ in },
            { record in
                values.append(record.attributes["value"] ?? "")
                lines.append(record.lineNumber)
            })
        #expect(values == ["36.6", "97.9", "365", "38.1"])
        #expect(lines == [18, 24, 25, 26])
    }

    @Test func progressIsReportedUpToTheWholeFile() throws {
        let path = directory.write("export.xml", Fixtures.healthExport)
        var reports: [(Int, Int)] = []
        var batch = ImportBatch()
        let context = TimeContext(now: 1_800_000_000, zone: .utc)
        try ReadingImport.read(path, format: nil, context: context, into: &batch) {
            reports.append(($0, $1))
        }
        let size = Fixtures.healthExport.utf8.count
        #expect(reports.last.map { $0 == (size, size) } == true)
        #expect(batch.rows.count == 3 && batch.rejected.count == 1)
    }
}
