import Foundation
import TempLogCore
import TestSupport
import Testing

/// `templog sheet` printed by a real browser: headless Chromium prints the built binary's
/// sheet to PDF, poppler's `pdfinfo` counts its pages and `pdftotext` reads it back. Skipped,
/// with a message, where they are not installed.
@Suite(.serialized) struct SheetRenderingTests {
    static func installed(_ name: String) -> String? {
        ["/usr/bin/", "/bin/", "/usr/local/bin/", "/opt/homebrew/bin/"].map { $0 + name }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static let chromium = ["chromium", "chromium-browser", "google-chrome"].lazy
        .compactMap(installed).first

    static let popplerInstalled = installed("pdfinfo") != nil && installed("pdftotext") != nil

    /// Whether fontconfig knows a font with Japanese glyphs.
    static let japaneseFontInstalled =
        installed("fc-list").map { fcList in
            (try? runProcess(fcList, [":lang=ja"], environment: [:]).output.isEmpty == false)
                ?? false
        } ?? false

    let directory = TemporaryDirectory()

    /// The sheet's dates as its rows show them: `Tue 24 Nov`, `2026/11/24(火)`.
    static func rowDate(_ day: LocalDate, language: String) -> String {
        let weekdays =
            language == "ja"
            ? ["日", "月", "火", "水", "木", "金", "土"]
            : ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = [
            "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
        ]
        return language == "ja"
            ? "\(day.year)/\(day.month < 10 ? "0" : "")\(day.month)/\(day.day < 10 ? "0" : "")"
                + "\(day.day)(\(weekdays[day.weekday]))"
            : "\(weekdays[day.weekday]) \(day.day) \(months[day.month - 1])"
    }

    /// Runs `executable` and fails the test if it has not finished within a minute.
    func run(_ executable: String, _ arguments: [String]) throws -> RunResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = childEnvironment([
            "HOME": directory.path, "PATH": "/usr/bin:/bin", "XDG_CONFIG_HOME": directory.path,
            "XDG_CACHE_HOME": directory.path,
        ])
        // Files, not pipes: a process that hangs cannot block the test on a read.
        let outputPath = directory.file("run.out")
        let errorPath = directory.file("run.err")
        for path in [outputPath, errorPath] {
            precondition(FileManager.default.createFile(atPath: path, contents: nil))
        }
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        let error = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
        defer {
            try? output.close()
            try? error.close()
        }
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        if finished.wait(timeout: .now() + 60) == .timedOut {
            process.terminate()
            process.waitUntilExit()
            Issue.record("\(executable) did not finish within 60 s")
        }
        let outputData = FileManager.default.contents(atPath: outputPath) ?? Data()
        let errorData = FileManager.default.contents(atPath: errorPath) ?? Data()
        return RunResult(
            status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self))
    }

    @Test(
        .enabled(if: chromium != nil, "chromium is not installed"),
        .enabled(if: popplerInstalled, "pdfinfo and pdftotext (poppler-utils) are not installed"),
        arguments: [14, 31], ["a4", "letter"])
    func anEnglishSheetPrintsOnOnePortraitPage(days: Int, paper: String) throws {
        try printOnOnePage(days: days, language: "en", paper: paper)
    }

    @Test(
        .enabled(if: chromium != nil, "chromium is not installed"),
        .enabled(if: popplerInstalled, "pdfinfo and pdftotext (poppler-utils) are not installed"),
        .enabled(if: japaneseFontInstalled, "no Japanese font is installed (fonts-noto-cjk)"),
        arguments: [14, 31], ["a4", "letter"])
    func aJapaneseSheetPrintsOnOnePortraitPage(days: Int, paper: String) throws {
        try printOnOnePage(days: days, language: "ja", paper: paper)
    }

    /// Prints hana's sheet of the last `days` days and reads the PDF back: one page of
    /// `paper`, every day's row with its readings, and each fever marked.
    func printOnOnePage(days: Int, language: String, paper: String) throws {
        let store = directory.file("readings.jsonl")
        directory.write("readings.jsonl", SheetSample.jsonLines)
        let sheet = try runBinary(
            ["sheet", "--who", "hana", "--days", "\(days)", "--lang", language, "--paper", paper],
            environment: [
                "TZ": "Asia/Tokyo", "TEMPLOG_NOW": SheetSample.now, "TEMPLOG_FILE": store,
                "HOME": directory.path,
            ])
        #expect(sheet.status == 0)
        #expect(sheet.error == "")
        directory.write("sheet.html", sheet.output)
        let pdf = directory.file("sheet.pdf")
        let printed = try run(
            Self.chromium!,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                "--user-data-dir=\(directory.file("profile"))", "--print-to-pdf=\(pdf)",
                URL(fileURLWithPath: directory.file("sheet.html")).absoluteString,
            ])
        try #require(printed.status == 0, "\(printed.error)")

        let info = try run(Self.installed("pdfinfo")!, [pdf]).output
        #expect(info.contains("\nPages:           1\n"), "\(info)")
        let size =
            paper == "a4"
            ? "Page size:       594.96 x 841.92 pts (A4)\n"
            : "Page size:       612 x 792 pts (letter)\n"
        #expect(info.contains(size), "\(info)")

        let text = try run(Self.installed("pdftotext")!, ["-raw", "-enc", "UTF-8", pdf, "-"])
            .output
        let lines = text.split(separator: "\n").map(String.init)
        let fever = language == "ja" ? "● 発熱" : "● fever"
        let threshold = Temperature(centiCelsius: 3750)
        let hana = SheetSample.readings.filter { $0.who == "hana" && $0.kind == .body }
        var feverValues = 0
        for offset in 0..<days {
            let day = SheetSample.lastDay.adding(days: offset - days + 1)
            let date = Self.rowDate(day, language: language)
            // The last line that starts with the date: the header's period may start with it.
            let row = lines.last { $0.hasPrefix(date + " ") } ?? ""
            #expect(!row.isEmpty, "no row for \(date)")
            let readings = hana.filter { $0.takenAt.localDate == day }
            if readings.isEmpty {
                #expect(row == date + (language == "ja" ? " 記録なし" : " no reading"))
            }
            for reading in readings {
                let value = reading.temperature.celsiusText
                let shown = "\(reading.takenAt.timeText) \(value)"
                let isFever = reading.temperature >= threshold
                feverValues += isFever ? 1 : 0
                if [DayParts.morning(of: readings), DayParts.evening(of: readings)].contains(
                    reading)
                {
                    #expect(row.contains(shown + (isFever ? " " + fever : "")), "\(row)")
                } else {
                    #expect(text.contains(shown + (isFever ? " ●" : "")), "\(shown)")
                }
            }
        }
        #expect(feverValues == 6)
        #expect(text.components(separatedBy: "●").count - 1 == feverValues)
        #expect(lines.first == (language == "ja" ? "健康観察表" : "Health check sheet"))
        let celsius = language == "ja" ? "℃" : "°C"
        #expect(lines.contains((days == 14 ? "36.6 " : "36.5 ") + celsius))
        #expect(lines.contains("37.5 " + celsius))
    }
}
