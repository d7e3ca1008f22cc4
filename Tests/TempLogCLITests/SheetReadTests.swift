import TempLogCore
import TestSupport
import Testing

@testable import TempLogCLI

/// What `sheet` reads from the store: its period, and the 30 days before it for the usual
/// temperature, from one open of the file. A line that is not a reading and a reading appended
/// by hand out of time order are read as every other command reads them.
@Suite struct SheetReadTests {
    let sandbox = Sandbox(now: SheetSample.now)

    func sheet(_ arguments: String...) -> RunResult {
        sandbox.run(["sheet"] + arguments)
    }

    /// A line that is not a reading is warned about once, in file order, when it is in the
    /// sheet's period, among the 30 days before it (whose mornings give the usual temperature)
    /// or between them and the period's first reading, where both reads pass over it; one long
    /// before them is not read.
    @Test func aBrokenLineInThePeriodOrTheThirtyDaysBeforeItIsWarnedAboutOnce() throws {
        let broken = try writeBrokenLines(
            before: ["2026-09-25T", "2026-10-22T", "2026-11-16T", "2026-11-20T"])
        let result = sheet("--who", "hana")
        #expect(result.status == 0)
        #expect(result.error == warnings(about: broken.dropFirst()))
        #expect(result.output.contains("<dd>36.6 °C</dd>"))
    }

    /// `stats` shows the same usual temperature: a line that is not a reading among its 30
    /// days is warned about too, once, after the period's.
    @Test func statsWarnsAboutABrokenLineInTheThirtyDaysBeforeItsPeriod() throws {
        let broken = try writeBrokenLines(before: ["2026-10-21T", "2026-11-20T"])
        let result = sandbox.run("stats", "--who", "hana", "--since", "2026-11-16")
        #expect(result.status == 0)
        #expect(result.error == warnings(about: broken.reversed()))
        #expect(result.output.contains("36.6 °C"))
    }

    /// Writes the sample store with a line that is not a reading before the first line of
    /// each of `days` (`2026-11-20T`); returns their line numbers.
    func writeBrokenLines(before days: [String]) throws -> [Int] {
        var lines = SheetSample.jsonLines.split(separator: "\n").map(String.init)
        for day in days {
            let index = try #require(lines.firstIndex { $0.contains(day) })
            lines.insert("not a reading", at: index)
        }
        sandbox.directory.write("readings.jsonl", lines.joined(separator: "\n") + "\n")
        return lines.indices.filter { lines[$0] == "not a reading" }.map { $0 + 1 }
    }

    /// The warning about each of `lines`, in that order.
    func warnings(about lines: some Sequence<Int>) -> String {
        lines.map {
            "warning: skipped line \($0) of '\(sandbox.storePath)': not a valid reading,"
                + " not one JSON object (not a reading)\n"
        }.joined()
    }

    /// A reading appended by hand at the end, older than the lines before it, is on its day's
    /// row of a sheet that ends before the store's last day: the store's end is out of time
    /// order, so the sheet reads the whole file instead of stopping after its last day.
    @Test func aReadingAppendedByHandOutOfOrderIsOnItsDay() throws {
        // 13:00 in Tokyo is 04:00 UTC.
        let takenAt = Timestamp(
            secondsSince1970: LocalDate(year: 2026, month: 11, day: 20)!.dayNumber * 86_400 + 4
                * 3600,
            utcOffsetSeconds: 32_400)
        let appended = Reading(
            id: "appendedbyhand", takenAt: takenAt, temperature: Temperature(centiCelsius: 3910),
            unit: .celsius, recordedAt: takenAt, person: .named("hana"))
        sandbox.directory.write(
            "readings.jsonl",
            SheetSample.jsonLines + String(decoding: ReadingLine.encode(appended), as: UTF8.self))
        let result = sheet("--who", "hana", "--until", "2026-11-21")
        #expect(result.status == 0)
        #expect(result.error == "")
        let row = try #require(
            SheetTests.rows(result.output).first { $0.contains("data-date=\"2026-11-20\"") })
        #expect(row.contains("13:00 39.1 °C"))
    }
}
