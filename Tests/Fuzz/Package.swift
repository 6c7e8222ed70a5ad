// swift-tools-version: 6.2
// libFuzzer targets for Legible's readers and parsers, kept out of the root package so a normal `swift build` /
// `swift test` never needs the fuzzer flags. Built and run by `run.sh` (see README.md here); depends on the root
// package by path, so the readers are compiled with the same coverage instrumentation.
import PackageDescription

let package = Package(
    name: "LegibleFuzz",
    dependencies: [.package(name: "Legible", path: "../..")],
    targets: [
        .executableTarget(
            name: "legible-fuzz",
            dependencies: [
                .product(name: "LegibleCore", package: "Legible"),
                .product(name: "LegibleJSON", package: "Legible"),
                .product(name: "LegibleFiles", package: "Legible"),
                .product(name: "LegiblePalette", package: "Legible"),
                .product(name: "LegibleAudit", package: "Legible"),
                .product(name: "LegibleUsage", package: "Legible"),
            ]
        )
    ]
)
