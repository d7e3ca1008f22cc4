// swift-tools-version:6.0
import PackageDescription

/// The crash and I/O-failure hooks (`TEMPLOG_TEST_CRASH_AT`, `TEMPLOG_TEST_FAIL_AT` and their
/// counting forms `…_AT_CALL`) exist in debug builds, which the tests run, and never in the
/// release binary.
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
        // Bytes and text every other module writes or reads: the bounds-checked view every scan
        // loads raw memory through, UTF-8 validation, ASCII numbers appended straight to a
        // buffer, the folding of what people type (full-width digits, half-width kana). No
        // platform, no domain.
        .target(name: "TempLogText"),
        // The platform layer: files (open, read, replace atomically, directories, fsync), the
        // fault points of a change (named here; acted on only in debug builds), SHA-256 and the
        // system's errors. (TempLogTime reads zone files itself, to stay below it.)
        .target(name: "TempLogSystem", swiftSettings: faultInjection),
        // Time without Foundation: RFC 3339 timestamps, local calendar dates, and time zones
        // read from TZif files and POSIX `TZ` strings.
        .target(name: "TempLogTime", dependencies: ["TempLogText"]),
        // The strict (RFC 8259) JSON line scanner and its numbers, knowing no domain type.
        .target(name: "TempLogJSON", dependencies: ["TempLogText"]),
        // Delimited text as spreadsheets write it: the CSV/TSV reader, header mapping, cell
        // dates and times, formula guarding, and CP932 (Windows Shift_JIS) decoding.
        .target(name: "TempLogCSV", dependencies: ["TempLogText", "TempLogTime"]),
        // XML as Apple Health exports write it: a streaming tokenizer of start and end tags and
        // their attributes (both quote styles, entities), skipping comments, CDATA, processing
        // instructions and the DTD, checked for well-formedness. Knows no domain type.
        .target(name: "TempLogXML", dependencies: ["TempLogText"]),
        // The engine: readings, validation, the store and its journal, queries, import and
        // export of readings. Re-exports the lower modules whose types are in its public API.
        .target(
            name: "TempLogCore",
            dependencies: [
                "TempLogText", "TempLogSystem", "TempLogTime", "TempLogJSON", "TempLogCSV",
                "TempLogXML",
            ],
            swiftSettings: faultInjection),
        // The command line: arguments, commands, help, messages, the terminal, exit codes.
        .target(
            name: "TempLogCLI",
            dependencies: ["TempLogCore", "TempLogText", "TempLogSystem", "TempLogTime"],
            swiftSettings: faultInjection),
        .executableTarget(name: "templog", dependencies: ["TempLogCLI"]),
        // Depends on templog so that building the benchmark builds the binary it times.
        .executableTarget(name: "templog-bench", dependencies: ["TempLogCore", "templog"]),
        .target(
            name: "TestSupport", dependencies: ["TempLogCore", "TempLogCLI"],
            path: "Tests/TestSupport"),
        .testTarget(name: "TempLogTimeTests", dependencies: ["TempLogTime", "TestSupport"]),
        .testTarget(
            name: "TempLogJSONTests", dependencies: ["TempLogJSON", "TempLogText", "TestSupport"]),
        .testTarget(name: "TempLogXMLTests", dependencies: ["TempLogXML", "TestSupport"]),
        .testTarget(name: "TempLogCSVTests", dependencies: ["TempLogCSV", "TestSupport"]),
        .testTarget(
            name: "TempLogCoreTests", dependencies: ["TempLogCore", "TempLogText", "TestSupport"]),
        .testTarget(name: "TempLogCoreAPITests", dependencies: ["TempLogCore"]),
        .testTarget(name: "TempLogCLITests", dependencies: ["TempLogCLI", "TestSupport"]),
        .testTarget(name: "TempLogEndToEndTests", dependencies: ["TestSupport", "templog"]),
    ]
)
