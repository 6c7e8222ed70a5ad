import Foundation
import Testing
@testable import LegiblePalette

/// What cannot be read statically is a warning at path:line:column naming the color; nothing is dropped.
@Suite struct SwiftColorReaderDiagnosticTests {
    typealias F = SwiftPaletteFixture

    @Test func unreadableColorsAreWarningsNamingTheColor() {
        #expect(
            F.diagnostics("Unreadable.swift") == [
                "5:50 Unreadable.computed: not read, unknown function 'brightness()'",
                "6:47 Unreadable.fromParameter: not read, unknown name 'level'",
                "7:36 Unreadable.chosen: not read, unknown function 'Bool.random()'",
                "8:37 Unreadable.unknownInit: not read, initializer UIColor(patternImage:) is not one Legible reads",
                "9:46 Unreadable.interpolated: not read, the string is built at run time (interpolation)",
                "15:21 UIColor(…) in Banner.configure is computed at run time (unknown name 'level'); not in the palette, not checked",
            ])
        // The static inline orange (line 14) is no warning: it is known where it stands.
        #expect(
            SwiftColorReader.read(files: [F.file("Unreadable.swift")]).initializerSites.contains {
                $0.location.line == 14 && $0.isStatic
            })
        #expect(
            F.palette.diagnostics.filter { $0.location.path == F.file("Unreadable.swift") }.allSatisfy {
                $0.severity == .warning
            })
        #expect(!F.palette.colors.contains { $0.origin == F.file("Unreadable.swift") })
    }

    @Test func diagnosticsPrintWithColumns() throws {
        let d = try #require(F.palette.diagnostics.first { $0.message.hasPrefix("Unreadable.computed") })
        #expect(
            d.description == F.file("Unreadable.swift")
                + ":5:50: warning: Unreadable.computed: not read, unknown function 'brightness()'")
    }

    @Test func readableFixturesHaveNoDiagnostics() throws {
        // Only the files with unreadable colors have warnings.
        let files = [
            "Palette.swift", "SwiftUIColors.swift", "AppKitColors.swift", "DynamicColors.swift", "Legacy.swift",
            "Roles.swift", "Themes.swift",
        ]
        for file in files { #expect(F.diagnostics(file) == [], "\(file)") }
        #expect(!F.palette.hasErrors)
    }

    @Test func duplicateDefinitionsInIfBranchesKeepTheFirstAndSaySo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Branches.swift")
        try """
        enum C {
        #if os(iOS)
            static let tint = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #else
            static let tint = NSColor(red: 0, green: 0, blue: 1, alpha: 1)
        #endif
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let palette = PaletteLoader().load([file.path])
        #expect(palette.color(named: "C.tint")?.variant(exactly: .light)?.color?.hexRGBA == "#ff0000ff")
        #expect(
            palette.diagnostics.map(\.description) == [
                file.path + ":5:16: warning: C.tint: defined again (#else); the definition at line 3 is used"
            ])
    }

    @Test func skippedFoldersAreNotWalked() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-swift-\(UUID().uuidString)")
        for sub in ["Sources", "Pods/Lib", "node_modules/x", "DerivedData", "Carthage"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
            try "let c\(sub.count) = UIColor(white: 0.5, alpha: 1)\n".write(
                to: folder.appendingPathComponent(sub).appendingPathComponent("C.swift"), atomically: true,
                encoding: .utf8)
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let palette = PaletteLoader().load([folder.path])
        // "Sources", and the CocoaPods checkout "Pods/Lib" (c8) for its colors; not a file loose in DerivedData or
        // Carthage (no checkout folder), nor node_modules.
        #expect(palette.colors.map(\.name) == ["c7", "c8"])
    }
}
