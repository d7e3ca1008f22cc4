import Foundation
import TestSupport
import Testing

/// A sheet printed by a real browser: headless Chromium prints HTML to PDF, poppler's
/// `pdfinfo` reports its pages and `pdftotext` reads it back. The tests that use it are
/// skipped, with a message, where the tools are not installed.
struct BrowserPrint {
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

    /// What a printed document is: `pdfinfo`'s report and `pdftotext -raw`'s text, each page
    /// ending in a form feed.
    struct Printed {
        let info: String
        let text: String

        /// The number of pages `pdfinfo` counts.
        var pages: Int? {
            info.split(separator: "\n").first { $0.hasPrefix("Pages:") }
                .flatMap { Int($0.dropFirst("Pages:".count).trimmingCharacters(in: .whitespaces)) }
        }

        /// Each page's text.
        var pageTexts: [String] {
            text.split(separator: "\u{C}", omittingEmptySubsequences: false).dropLast()
                .map(String.init)
        }
    }

    /// The temporary directory the browser's profile, the files and the PDF go in.
    let directory: TemporaryDirectory

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

    /// Prints `html` to PDF with Chromium and reads it back.
    func printed(_ html: String) throws -> Printed {
        directory.write("sheet.html", html)
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
        let text = try run(Self.installed("pdftotext")!, ["-raw", "-enc", "UTF-8", pdf, "-"])
            .output
        return Printed(info: info, text: text)
    }
}
