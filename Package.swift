// swift-tools-version: 6.2
// Legible: color legibility checks for apps and design systems.
//
// Zero package dependencies: the Swift toolchain only.
// Data flows one way: read (LegibleFiles, LegiblePalette, LegibleUsage) → palette model (LegiblePaletteModel) → audit
// (LegibleAudit, on LegibleCore math) → report.
import PackageDescription

// LegibleBatch's kernels are compiled three times: at the baseline of the target (x86-64 = SSE2, arm64 = NEON) inside
// LegibleBatch, for x86-64-v3 (AVX2, FMA) in LegibleBatchAVX2 and for x86-64-v4 (AVX-512) in LegibleBatchAVX512;
// LegibleBatch picks one per process from CPUID (Sources/LegibleBatch/ISADispatch.swift), so the default
// `swift build -c release` runs on any x86-64 and still uses AVX2/AVX-512 where they exist. ISA flags apply per
// module, hence the separate targets. `#if arch` tests the host that evaluates this manifest: cross-compiling from
// x86-64 to another architecture would need these flags dropped.
// Swift-tools-version ≥ 6.2 makes unsafeFlags acceptable in dependencies (swiftlang/swift-package-manager#8876).
//
// Environment: `LEGIBLE_INTERNAL_CHECKS=1` at run time re-runs every LegibleBatch result through the scalar
// LegibleCore oracle and traps on a difference (Sources/LegibleBatch/InternalChecks.swift); CI's test run sets it.
// `LEGIBLE_PACKAGE_SUBSET=T1,T2` when SwiftPM reads this manifest keeps only the targets T1, T2… and what they depend
// on, and no products: CI's sanitizer runs build the batch path and its tests alone, not the whole package
// (SwiftPM keys its manifest cache on the environment, so the full package comes back without the variable).
#if arch(x86_64)
let x86_64_v3: [SwiftSetting] = [.unsafeFlags(["-Xcc", "-march=x86-64-v3"])]
let x86_64_v4: [SwiftSetting] = [.unsafeFlags(["-Xcc", "-march=x86-64-v4"])]
#else
let x86_64_v3: [SwiftSetting] = []
let x86_64_v4: [SwiftSetting] = []
#endif

let package = Package(
    name: "Legible",
    products: [
        .library(name: "LegibleCore", targets: ["LegibleCore"]),
        .library(name: "LegibleBatch", targets: ["LegibleBatch"]),
        .library(name: "LegibleSwiftSyntax", targets: ["LegibleSwiftSyntax"]),
        .library(name: "LegibleJVMSyntax", targets: ["LegibleJVMSyntax"]),
        .library(name: "LegibleObjCSyntax", targets: ["LegibleObjCSyntax"]),
        .library(name: "LegibleJSON", targets: ["LegibleJSON"]),
        .library(name: "LegiblePaletteModel", targets: ["LegiblePaletteModel"]),
        .library(name: "LegibleFiles", targets: ["LegibleFiles"]),
        .library(name: "LegiblePalette", targets: ["LegiblePalette"]),
        .library(name: "LegibleUsage", targets: ["LegibleUsage"]),
        .library(name: "LegibleAudit", targets: ["LegibleAudit"]),
        .library(name: "LegibleExport", targets: ["LegibleExport"]),
        .executable(name: "legible", targets: ["legible"]),
        .plugin(name: "LegibleBuildPlugin", targets: ["LegibleBuildPlugin"]),
        .plugin(name: "LegibleCommandPlugin", targets: ["LegibleCommandPlugin"]),
        .plugin(name: "LegibleReportPlugin", targets: ["LegibleReportPlugin"]),
    ],
    dependencies: [],
    targets: [
        // Scalar Double math, the oracle: color spaces, WCAG 2.x, alpha, APCA, CVD, ΔE, OKLCH.
        // Standard library + the platform's C math only (no Foundation).
        .target(name: "LegibleCore"),
        // SIMD kernels over whole palettes (struct-of-arrays); same verdicts as LegibleCore.
        .target(
            name: "LegibleBatch",
            dependencies: [
                "LegibleCore", "LegibleBatchKernels", "LegibleBatchAVX2", "LegibleBatchAVX512", "CLegibleCPU",
                "LegibleParallel",
            ]),
        // The one parallel map (Dispatch, results in input order) the batch path, the audit and the source stores
        // share. No other dependency.
        .target(name: "LegibleParallel"),
        // The batch kernels themselves (@_transparent, concrete SIMD types, no dependencies), their x86-64-v3 and
        // x86-64-v4 copies, and CPUID detection in C.
        .target(name: "LegibleBatchKernels"),
        .target(name: "LegibleBatchAVX2", dependencies: ["LegibleBatchKernels"], swiftSettings: x86_64_v3),
        .target(name: "LegibleBatchAVX512", dependencies: ["LegibleBatchKernels"], swiftSettings: x86_64_v4),
        .target(name: "CLegibleCPU"),
        // The palette model: named colors × appearances, with their sources and diagnostics, and Apple's system
        // color table that platform references resolve through. Values only, no reading; no Foundation
        // (`ModuleImportTests` checks every file).
        .target(name: "LegiblePaletteModel", dependencies: ["LegibleCore"]),
        // Reading files the way every reader does: the folder walker (`.gitignore`, skipped folders, link loops),
        // bounded reads with diagnostics (`SourceFile`), and the XML helpers both XML readers share (`LineIndex`,
        // `XMLEncodingCheck`). Shared by the palette and usage readers; the CLI reads legible.json and the baseline
        // with it and hands the audit the parsed JSON (`JSONDocument`).
        .target(name: "LegibleFiles", dependencies: ["LegiblePaletteModel", "LegibleJSON", "LegibleParallel"]),
        // The palette readers, one per kind of file (`PaletteLoader.formats` lists them; `legible palette --help`
        // prints the list). Re-exports LegiblePaletteModel, so `import LegiblePalette` gives the model too.
        .target(
            name: "LegiblePalette",
            dependencies: ["LegibleCore", "LegibleJSON", "LegibleSwiftSyntax", "LegiblePaletteModel", "LegibleFiles"]),
        // JSON with line numbers: the parser every reader and the config use (strict JSON and JSON5), and the
        // ordered writer every JSON output uses. No dependencies.
        .target(name: "LegibleJSON"),
        // A Swift lexer (comments, all string literal forms, numbers, `#if` branches) and an expression/declaration
        // parser, shared by the Swift palette reader and the Swift usage reader. No dependencies.
        .target(name: "LegibleSwiftSyntax"),
        // A Kotlin and Java lexer, declaration parser and expression/statement parser (`JVMParser`), read by the
        // Android code readers of LegibleUsage through their run's `JVMSourceStore`. No dependencies, no Foundation.
        .target(name: "LegibleJVMSyntax"),
        // An Objective-C lexer and parser (`ObjCParser`: classes, categories, properties, methods, C functions and
        // constants, `#define`s, statements and expressions with message sends and blocks), read by the Apple code
        // readers of LegibleUsage through their run's `ObjCSourceStore`. No dependencies, no Foundation.
        .target(name: "LegibleObjCSyntax"),
        // Where colors meet on screen: pairs read from storyboards/xibs, Android layouts and Swift views, with their
        // usage sites, and the color snapshots Swift code takes. Reads files (Swift ones from the run's
        // SwiftSourceStore) and the palette model; no audit.
        .target(
            name: "LegibleUsage",
            dependencies: [
                "LegibleCore", "LegiblePalette", "LegibleSwiftSyntax", "LegibleJVMSyntax", "LegibleObjCSyntax",
                "LegibleFiles",
            ]),
        // Rules (legible.json or inferred from names), evaluation in every appearance, suggestions, baseline.
        // Pair measurements go through LegibleBatch (Sources/LegibleAudit/Engine: its one door to the batch path).
        // Opens no file itself: palettes and UI files come through the readers, legible.json and the baseline as
        // parsed JSON (`ModuleImportTests` checks that no file of it imports LegibleFiles or calls a file API).
        .target(
            name: "LegibleAudit",
            dependencies: [
                "LegibleCore", "LegibleBatch", "LegibleJSON", "LegiblePalette", "LegibleUsage", "LegibleSwiftSyntax",
                "LegibleParallel",
            ]),
        // Palette → files in another format (Swift, asset catalog, DTCG tokens, CSS, Android): pure functions
        // returning [relative path: contents] and warnings for what a format cannot hold. The model alone, no reader.
        .target(name: "LegibleExport", dependencies: ["LegibleCore", "LegibleJSON", "LegiblePaletteModel"]),
        // Audit results → text, Markdown, JSON, SARIF, JUnit, GitHub annotations, HTML: pure functions returning String.
        .target(
            name: "LegibleReport",
            dependencies: ["LegibleCore", "LegibleJSON", "LegiblePalette", "LegibleUsage", "LegibleAudit"]),
        // The commands behind the `legible` executable: argument parsing, I/O (legible.json and the baseline read
        // with LegibleFiles), exit codes.
        .target(
            name: "LegibleCLI",
            dependencies: [
                "LegibleCore", "LegibleJSON", "LegibleFiles", "LegiblePalette", "LegibleUsage", "LegibleAudit",
                "LegibleReport", "LegibleExport",
            ]),
        .executableTarget(name: "legible", dependencies: ["LegibleCLI"]),
        // SwiftPM/Xcode plugins around the `legible` executable: lint a target's asset catalogs on every build
        // (findings as compiler diagnostics), `swift package legible lint|report …`, and
        // `swift package legible-report -o FILE` (the only one asking for write permission).
        .plugin(
            name: "LegibleBuildPlugin", capability: .buildTool(), dependencies: ["legible"],
            path: "Sources/LegibleBuildPlugin"),
        .plugin(
            name: "LegibleCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "legible", description: "Run legible (lint, report, check, …) on the package's colors")),
            dependencies: ["legible"], path: "Sources/LegibleCommandPlugin"),
        .plugin(
            name: "LegibleReportPlugin",
            capability: .command(
                intent: .custom(
                    verb: "legible-report", description: "Write legible's HTML report into the package (-o FILE)"),
                permissions: [.writeToPackageDirectory(reason: "legible report -o writes the HTML report file")]),
            dependencies: ["legible"], path: "Sources/LegibleReportPlugin"),
        // `swift run -c release legible-bench`: scalar and batch paths side by side in one process.
        .executableTarget(
            name: "legible-bench", dependencies: ["LegibleCore", "LegibleBatch", "LegiblePalette"],
            path: "Benchmarks/legible-bench"),
        // Paths to Fixtures/ and the optional shared corpus, for every test target (corpus tests skip without it).
        .target(name: "LegibleTestSupport", path: "Tests/LegibleTestSupport"),
        .testTarget(name: "LegibleCoreTests", dependencies: ["LegibleCore", "LegibleTestSupport"]),
        .testTarget(name: "LegibleBatchTests", dependencies: ["LegibleBatch", "LegibleCore", "LegibleTestSupport"]),
        .testTarget(name: "LegibleSwiftSyntaxTests", dependencies: ["LegibleSwiftSyntax"]),
        .testTarget(name: "LegibleJVMSyntaxTests", dependencies: ["LegibleJVMSyntax"]),
        .testTarget(name: "LegibleObjCSyntaxTests", dependencies: ["LegibleObjCSyntax"]),
        .testTarget(name: "LegibleFilesTests", dependencies: ["LegibleFiles", "LegibleTestSupport"]),
        .testTarget(
            name: "LegiblePaletteTests",
            dependencies: [
                "LegiblePalette", "LegiblePaletteModel", "LegibleFiles", "LegibleJSON", "LegibleCore",
                "LegibleSwiftSyntax", "LegibleTestSupport",
            ]),
        .testTarget(
            name: "LegibleUsageTests",
            dependencies: [
                "LegibleUsage", "LegiblePalette", "LegiblePaletteModel", "LegibleFiles", "LegibleCore",
                "LegibleTestSupport",
            ]),
        .testTarget(
            name: "LegibleAuditTests",
            dependencies: [
                "LegibleAudit", "LegibleJSON", "LegibleUsage", "LegiblePalette", "LegiblePaletteModel", "LegibleFiles",
                "LegibleCore", "LegibleTestSupport",
            ]),
        .testTarget(
            name: "LegibleReportTests",
            dependencies: [
                "LegibleReport", "LegibleJSON", "LegibleUsage", "LegibleAudit", "LegiblePalette", "LegibleFiles",
                "LegibleCore", "LegibleTestSupport",
            ]),
        .testTarget(
            name: "LegibleExportTests",
            dependencies: ["LegibleExport", "LegiblePalette", "LegibleCore", "LegibleTestSupport"],
            exclude: ["Expected"]),
        .testTarget(
            name: "CLITests", dependencies: ["LegibleCLI", "LegiblePalette", "LegibleFiles", "LegibleTestSupport"],
            exclude: ["Snapshots", "validate_sarif.py"]),
    ]
)

/// The targets `names` and every target they depend on, transitively (`LEGIBLE_PACKAGE_SUBSET`).
func dependencyClosure(of names: [String], in targets: [Target]) -> Set<String> {
    var kept = Set<String>()
    var pending = names
    while let name = pending.popLast() {
        guard kept.insert(name).inserted, let target = targets.first(where: { $0.name == name }) else { continue }
        for dependency in target.dependencies {
            switch dependency {
            case .targetItem(let name, _), .byNameItem(let name, _): pending.append(name)
            default: break
            }
        }
    }
    return kept
}

if let subset = Context.environment["LEGIBLE_PACKAGE_SUBSET"] {
    let kept = dependencyClosure(of: subset.split(separator: ",").map(String.init), in: package.targets)
    package.targets.removeAll { !kept.contains($0.name) }
    package.products = []
}
