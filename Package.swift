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
        .testTarget(name: "TempLogCoreTests", dependencies: ["TempLogCore"]),
    ]
)
