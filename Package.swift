// swift-tools-version:6.0
import PackageDescription

/// The crash and I/O-failure hooks (`TEMPLOG_TEST_CRASH_AT`, `TEMPLOG_TEST_FAIL_AT`) exist in
/// debug builds, which the tests run, and never in the release binary.
let faultInjection: [SwiftSetting] = [
    .define("TEMPLOG_FAULT_INJECTION", .when(configuration: .debug))
]

let package = Package(
    name: "templog",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "templog", targets: ["templog"]),
        .library(name: "TempLogCore", targets: ["TempLogCore"]),
    ],
    targets: [
        // The engine: readings, validation, the store, queries, import and export formats.
        .target(name: "TempLogCore", swiftSettings: faultInjection),
        // The command line: arguments, commands, help, messages, the terminal, exit codes.
        .target(name: "TempLogCLI", dependencies: ["TempLogCore"], swiftSettings: faultInjection),
        .executableTarget(name: "templog", dependencies: ["TempLogCLI"]),
        // Depends on templog so that building the benchmark builds the binary it times.
        .executableTarget(name: "templog-bench", dependencies: ["TempLogCore", "templog"]),
        .target(
            name: "TestSupport", dependencies: ["TempLogCore", "TempLogCLI"],
            path: "Tests/TestSupport"),
        .testTarget(name: "TempLogCoreTests", dependencies: ["TempLogCore", "TestSupport"]),
        .testTarget(name: "TempLogCoreAPITests", dependencies: ["TempLogCore"]),
        .testTarget(name: "TempLogCLITests", dependencies: ["TempLogCLI", "TestSupport"]),
        .testTarget(name: "TempLogEndToEndTests", dependencies: ["TestSupport", "templog"]),
    ]
)
