import Foundation
import TempLogCLI
import TestSupport

/// Where a chain of examples runs: a temporary directory that is the working directory of its
/// commands and holds `HOME` (so the store is `~/.local/share/templog/readings.jsonl`), the
/// environment the headers set, and the ids the page shows for the readings' random ones.
final class ExampleSandbox {
    let directory = TemporaryDirectory()
    private(set) var environment: [String: String]
    private var ids: ExampleIDs

    /// A sandbox with `settings`' environment over the default clock and zone; its ids are
    /// drawn from `seed`.
    init(settings: ExampleSettings, seed: String) {
        environment = ExampleHeader.defaultEnvironment.merging(settings.environment) { $1 }
        environment["HOME"] = directory.file("home")
        ids = ExampleIDs(seed: seed)
        try? FileManager.default.createDirectory(
            atPath: directory.file("home"), withIntermediateDirectories: true)
    }

    /// Adds the environment of a header that continues the chain.
    func add(_ settings: ExampleSettings) {
        environment.merge(settings.environment) { $1 }
    }

    /// Writes the file `name` with `lines`, each ending in a newline, and the ids the page
    /// shows as the readings' real ones.
    /// `~/` starts a path in `HOME`. The file is 0644, as a file a person saves usually is.
    func write(file name: String, lines: ArraySlice<Substring>) throws {
        let path = name.dropping(prefix: "~/").map { "home/" + $0 } ?? name
        let text = ids.local(inText: lines.map { $0 + "\n" }.joined())
        try directory.write(Array(text.utf8), to: path)
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o644], ofItemAtPath: directory.file(path))
    }

    /// Runs `command` and returns the lines a terminal shows after its prompt: stdout and stderr
    /// as they came, the answers typed, and `# exit N` when the status is not 0.
    func run(_ command: ExampleCommand, settings: ExampleSettings) -> [String] {
        switch command {
        case .export(let name, let value):
            environment[name] = value
            return []
        case .show(let file, let count):
            let text = directory.read(file) ?? "\(file): No such file or directory\n# exit 1\n"
            let lines = Self.lines(ids.shown(text))
            return count.map { Array(lines.prefix($0)) } ?? lines
        case .templog(let extra, let arguments, let outputFile):
            let translated = arguments.map(localArgument)
            let console = CombinedConsole(
                outputIsTerminal: settings.outputIsTerminal, redirected: outputFile != nil,
                answers: settings.answers)
            var environment = self.environment.merging(extra) { $1 }
            // A relative store path is a file of the working directory.
            if let store = environment["TEMPLOG_FILE"], !store.hasPrefix("/") {
                environment["TEMPLOG_FILE"] = directory.file(store)
            }
            let cli = CLI(console: console.console, environment: environment, clock: .fixed(0))
            let status = cli.run(["templog"] + translated)
            if let outputFile { directory.write(outputFile, console.output) }
            ids.learn(from: directory.path)
            var shown = ids.shown(console.screen)
            for (original, local) in zip(arguments, translated) where original != local {
                shown = shown.replacingOccurrences(of: local, with: original)
            }
            shown = shown.replacingOccurrences(of: directory.file("home"), with: "~")
                .replacingOccurrences(of: directory.path + "/", with: "")
            return Self.lines(shown) + (status == 0 ? [] : [ExampleScript.exitLine(status)])
        }
    }

    /// `argument` as the sandbox needs it: an id the page shows as the reading's real one, and
    /// a file name of the working directory as its path.
    private func localArgument(_ argument: String) -> String {
        if let id = ids.local(argument) { return id }
        let isFileName =
            !argument.hasPrefix("-") && !argument.hasPrefix("/")
            && (FileManager.default.fileExists(atPath: directory.file(argument))
                || Self.fileExtensions.contains { argument.hasSuffix($0) })
        return isFileName ? directory.file(argument) : argument
    }

    private static let fileExtensions = [".csv", ".tsv", ".jsonl", ".json", ".html", ".xml"]

    /// The lines of `text`; a final newline ends the last line rather than starting another.
    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

/// A console that shows stdout and stderr in one stream, in the order they were written, as a
/// terminal does, or stdout apart when it is redirected. Answers are echoed as typed.
private final class CombinedConsole: @unchecked Sendable {
    private let lock = NSLock()
    private var screenBytes: [UInt8] = []
    private var outputBytes: [UInt8] = []
    private var answers: [String]
    private let inputIsTerminal: Bool
    private let outputIsTerminal: Bool
    private let redirected: Bool

    init(outputIsTerminal: Bool, redirected: Bool, answers: [String]?) {
        self.outputIsTerminal = outputIsTerminal && !redirected
        self.redirected = redirected
        self.answers = answers ?? []
        inputIsTerminal = answers != nil
    }

    var console: Console {
        Console(
            writeOutput: { bytes in
                self.lock.withLock {
                    if self.redirected {
                        self.outputBytes += bytes
                    } else {
                        self.screenBytes += bytes
                    }
                }
            },
            writeError: { bytes in self.lock.withLock { self.screenBytes += bytes } },
            outputIsTerminal: outputIsTerminal,
            inputIsTerminal: inputIsTerminal,
            readLine: {
                self.lock.withLock {
                    guard !self.answers.isEmpty else { return .end }
                    let answer = self.answers.removeFirst()
                    self.screenBytes += Array((answer + "\n").utf8)
                    return .text(answer)
                }
            }
        )
    }

    /// Stdout, when it is redirected.
    var output: String { lock.withLock { String(decoding: outputBytes, as: UTF8.self) } }
    /// What the terminal shows: stdout (unless redirected) and stderr interleaved.
    var screen: String {
        lock.withLock { String(decoding: screenBytes, as: UTF8.self) }
    }
}
