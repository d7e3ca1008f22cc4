import Foundation

/// The `templog` binary `swift build` put next to the test bundle.
public func builtTemplog() -> URL {
    #if os(macOS)
        let directory = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }!
            .bundleURL.deletingLastPathComponent()
    #else
        let directory = Bundle.main.bundleURL
    #endif
    return directory.appendingPathComponent("templog")
}

/// Runs the built binary to completion and returns its status and output.
public func runBinary(_ arguments: [String], environment: [String: String]) throws -> RunResult {
    try runProcess(builtTemplog().path, arguments, environment: environment)
}

/// Runs a program with no standard input and returns its status and output. Under
/// `swift test --enable-code-coverage`, the program's profile goes where the tests' does.
public func runProcess(_ executable: String, _ arguments: [String], environment: [String: String])
    throws -> RunResult
{
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = childEnvironment(environment)
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return RunResult(
        status: process.terminationStatus,
        output: String(decoding: outputData, as: UTF8.self),
        error: String(decoding: errorData, as: UTF8.self)
    )
}

/// `environment` for a child process of the tests. Under `swift test --enable-code-coverage`
/// a child's profile goes nowhere (unless `environment` says where): children are killed at
/// every fault point, and a profile cut short would stop the coverage report. Coverage is
/// measured in-process, where every command also runs.
public func childEnvironment(_ environment: [String: String]) -> [String: String] {
    var environment = environment
    if environment["LLVM_PROFILE_FILE"] == nil {
        environment["LLVM_PROFILE_FILE"] = "/dev/null"
    }
    return environment
}
