// swift-tools-version: 6.2
// Legible: color legibility checks for apps and design systems.
//
// Zero package dependencies: the Swift toolchain only.
// Data flows one way: read (LegiblePalette) → palette model → audit (LegibleAudit, on LegibleCore math) → report.
import PackageDescription

let package = Package(
    name: "Legible",
    products: [
        .library(name: "LegibleCore", targets: ["LegibleCore"]),
        .executable(name: "legible", targets: ["legible"]),
    ],
    dependencies: [],
    targets: [
        // Scalar Double math: color spaces, WCAG 2.x, alpha, APCA, CVD, ΔE, OKLCH. Standard library + C math only.
        .target(name: "LegibleCore"),
        // The commands behind the `legible` executable: argument parsing, I/O, exit codes.
        .target(name: "LegibleCLI", dependencies: ["LegibleCore"]),
        .executableTarget(name: "legible", dependencies: ["LegibleCLI"]),
        .testTarget(name: "LegibleCoreTests", dependencies: ["LegibleCore"]),
        .testTarget(name: "CLITests", dependencies: ["LegibleCLI"]),
    ]
)
