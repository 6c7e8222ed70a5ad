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
        .library(name: "LegibleBatch", targets: ["LegibleBatch"]),
        .library(name: "LegiblePalette", targets: ["LegiblePalette"]),
        .executable(name: "legible", targets: ["legible"]),
    ],
    dependencies: [],
    targets: [
        // Scalar Double math, the oracle: color spaces, WCAG 2.x, alpha, APCA, CVD, ΔE, OKLCH.
        // Standard library + the platform's C math only (no Foundation).
        .target(name: "LegibleCore"),
        // SIMD kernels over whole palettes (struct-of-arrays); same verdicts as LegibleCore.
        .target(name: "LegibleBatch", dependencies: ["LegibleCore"]),
        // Palette model (named colors × appearances, with sources) and the readers for asset catalogs,
        // design tokens, Android resources and CSS.
        .target(name: "LegiblePalette", dependencies: ["LegibleCore"]),
        // The commands behind the `legible` executable: argument parsing, I/O, exit codes.
        .target(name: "LegibleCLI", dependencies: ["LegibleCore", "LegiblePalette"]),
        .executableTarget(name: "legible", dependencies: ["LegibleCLI"]),
        // `swift run -c release legible-bench`: scalar and batch paths side by side in one process.
        .executableTarget(name: "legible-bench", dependencies: ["LegibleCore", "LegibleBatch", "LegiblePalette"], path: "Benchmarks/legible-bench"),
        .testTarget(name: "LegibleCoreTests", dependencies: ["LegibleCore"]),
        .testTarget(name: "LegibleBatchTests", dependencies: ["LegibleBatch", "LegibleCore"]),
        .testTarget(name: "LegiblePaletteTests", dependencies: ["LegiblePalette", "LegibleCore"]),
        .testTarget(name: "CLITests", dependencies: ["LegibleCLI"]),
    ]
)
