import Foundation

#if canImport(Testing)
    import Testing
#endif

/// The FHIR validator the tests hold every Bundle to: `Tests/Tools/validate_fhir_bundle.py`,
/// run by `python3` with the `fhir.resources` models (test tooling only, never a dependency of
/// templog). The models are looked for in `$TEMPLOG_FHIR_PYTHONPATH`, else in
/// `.build/test-tools/python` of the package, where `.ci/run` installs them:
///
///     python3 -m pip install --target .build/test-tools/python 'fhir.resources>=8,<9'
public enum FHIRValidator {
    /// The package's directory.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Where the models are installed.
    public static var pythonPath: String {
        ProcessInfo.processInfo.environment["TEMPLOG_FHIR_PYTHONPATH"]
            ?? packageRoot.appendingPathComponent(".build/test-tools/python").path
    }

    /// What the validator said of a Bundle.
    public enum Verdict: Equatable {
        /// It is valid: the validator's one line on what it checked.
        case valid(String)
        /// It is not: the validator's message.
        case invalid(String)
        /// The validator cannot run here: why.
        case unavailable(String)
    }

    /// Runs the validator on `bundle` (JSON text).
    public static func verdict(on bundle: String) -> Verdict {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "templog-fhir-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            try Data(bundle.utf8).write(to: directory)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [
                "python3",
                packageRoot.appendingPathComponent("Tests/Tools/validate_fhir_bundle.py")
                    .path,
            ]
            var environment = ProcessInfo.processInfo.environment
            environment["PYTHONPATH"] = pythonPath
            process.environment = environment
            process.standardInput = try FileHandle(forReadingFrom: directory)
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            try process.run()
            let text = String(
                decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            let message = text.trimmingCharacters(in: .whitespacesAndNewlines)
            switch process.terminationStatus {
            case 0: return .valid(message)
            case 1: return .invalid(message)
            default: return .unavailable(message)
            }
        } catch {
            return .unavailable("python3 could not be run: \(error)")
        }
    }

    #if canImport(Testing)
        /// Expects `bundle` to be valid, failing with the validator's message when it is not.
        /// Where the validator is missing the test says so loudly — and fails in CI
        /// (`CI=true`), which must install it.
        @discardableResult
        public static func expectValid(
            _ bundle: String, sourceLocation: SourceLocation = #_sourceLocation
        ) -> Verdict {
            let verdict = verdict(on: bundle)
            switch verdict {
            case .valid: break
            case .invalid(let message):
                Issue.record(
                    "The FHIR validator refused the Bundle: \(message)",
                    sourceLocation: sourceLocation)
            case .unavailable(let why):
                let install =
                    "python3 -m pip install --target '\(pythonPath)' 'fhir.resources>=8,<9'"
                let message =
                    "THE FHIR BUNDLE WAS NOT VALIDATED: \(why). Install the validator with: "
                    + install
                if ProcessInfo.processInfo.environment["CI"] == "true" {
                    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
                } else {
                    FileHandle.standardError.write(Data(("warning: " + message + "\n").utf8))
                    withKnownIssue(Comment(rawValue: message)) {
                        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
                    }
                }
            }
            return verdict
        }
    #endif
}
