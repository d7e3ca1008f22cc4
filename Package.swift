// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "templog",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "templog", targets: ["templog"]),
        .library(name: "TempLogCore", targets: ["TempLogCore"]),
    ],
    targets: [
        .target(name: "TempLogCore"),
        .executableTarget(name: "templog", dependencies: ["TempLogCore"]),
        // Depends on templog so that building the benchmark builds the binary it times.
        .executableTarget(name: "templog-bench", dependencies: ["TempLogCore", "templog"]),
        .testTarget(name: "TempLogCoreTests", dependencies: ["TempLogCore"]),
    ]
)
