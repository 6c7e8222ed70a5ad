import Foundation
import LegibleCore
import Testing
@testable import LegiblePalette
@testable import LegibleFiles

/// Broken input: one colorset per error kind in `Fixtures/broken/xcassets/Broken.xcassets`, plus robustness cases
/// built at test time (symbolic link loops, absurd folder depth). Each gives diagnostics with a line, never a crash.
@Suite struct AssetCatalogBrokenTests {
    typealias F = AssetCatalogFixtures
    typealias Expected = (severity: Diagnostic.Severity, line: Int, fragment: String)

    /// colorset → its diagnostics (severity, line, part of the message) and how many variants survive.
    static let cases: [(colorset: String, diagnostics: [Expected], variants: Int)] = [
        ("truncated", [(.error, 19, "invalid JSON: expected a string key, found end of file")], 0),
        ("garbage", [(.error, 1, "invalid JSON")], 0),
        ("emptyFile", [(.error, 1, "invalid JSON")], 0),
        ("deepNesting", [(.error, 1, "invalid JSON")], 0),
        ("notAnObject", [(.error, 1, "Contents.json is an array, expected an object")], 0),
        ("noContents", [(.error, 0, "has no Contents.json")], 0),
        ("emptyColors", [(.warning, 2, "has no colors")], 0),
        ("noColorsKey", [(.warning, 1, "has no 'colors' array")], 0),
        ("colorsNotArray", [(.error, 2, "'colors' is an object, expected an array")], 0),
        ("entryNotObject", [(.error, 3, "colors[0] is a string, expected an object")], 0),
        (
            "unknownSpace",
            [
                (
                    .error, 5,
                    "unknown color space 'cmyk'; expected one of: srgb, display-p3, extended-srgb, extended-linear-srgb, gray-gamma-22, extended-gray"
                )
            ], 0
        ),
        ("spaceNotString", [(.error, 5, "'color-space' is a number, expected a string")], 0),
        ("nonNumeric", [(.error, 10, "red 'abc' is not a number")], 0),
        ("componentNotString", [(.error, 10, "red is a boolean")], 0),
        (
            "badHex",
            [
                (.error, 8, "blue '0x+F' is not a hexadecimal number"),
                (.error, 9, "green '0x' is not a hexadecimal number"),
                (.error, 10, "red '0xZZ' is not a hexadecimal number"),
            ], 0
        ),
        ("outOfRange8bit", [(.error, 10, "red '300' is out of range for srgb: 8-bit values go from 0 to 255")], 0),
        (
            "outOfRangeFloat",
            [
                (.error, 9, "green '-0.1' is out of range for srgb: values go from 0 to 1"),
                (.error, 10, "red '1.5' is out of range for srgb"),
            ], 0
        ),
        ("outOfRangeP3", [(.error, 10, "red '1.020' is out of range for display-p3")], 0),
        ("outOfRangeGray", [(.error, 8, "white '1.200' is out of range for gray-gamma-22")], 0),
        (
            "outOfRangeAlpha",
            [(.error, 7, "alpha '2.000' is out of range"), (.error, 25, "alpha '-0.1' is out of range")], 0
        ),
        ("hexAlpha", [(.error, 7, "alpha '0xFF' is not a number")], 0),
        ("missingComponent", [(.error, 6, "missing component 'green' (srgb takes red, green, blue, alpha)")], 0),
        ("missingAlpha", [(.error, 6, "missing component 'alpha'")], 0),
        ("grayWithRGB", [(.error, 6, "missing component 'white' (gray-gamma-22 takes white, alpha)")], 0),
        ("missingComponents", [(.error, 4, "'color' has no 'components'")], 0),
        ("componentsNotObject", [(.error, 6, "'components' is an array, expected an object")], 0),
        ("colorNotObject", [(.error, 4, "'color' is a string, expected an object")], 0),
        ("noSpaceNoReference", [(.error, 4, "neither a 'color-space'")], 0),
        ("badReference", [(.error, 6, "'reference' is a number"), (.error, 18, "'platform' is a number")], 0),
        (
            "badIdiom",
            [(.error, 13, "'idiom' is a number, expected a string"), (.error, 31, "'display-gamut' is an array")], 0
        ),
        (
            "hugeNumbers",
            [
                (.error, 6, "red '1e999' is too large"), (.error, 14, "blue '1e999' is too large"),
                (.error, 22, "green '9999"), (.error, 22, "red 'nan' is not a number"),
            ], 0
        ),
        (
            "unknownAppearance",
            [
                (.warning, 17, "unknown appearance 'vibrancy' = 'high'"),
                (.warning, 35, "unknown appearance 'luminosity' = 'sepia'"),
            ], 1
        ),
        (
            "badAppearances",
            [
                (.error, 26, "'appearances' is an object, expected an array"),
                (.error, 36, "conflicting appearances: luminosity is both 'light' and 'dark'"),
                (.error, 64, "an appearance needs string 'appearance' and 'value' keys"),
            ], 1
        ),
        (
            "duplicateEntry",
            [(.warning, 33, "duplicate Dark entry (the first is at line 15); this one is not checked")], 2
        ),
        ("partlyBroken", [(.error, 27, "green 'oops' is not a number")], 1),
    ]

    @Test(arguments: cases)
    func brokenColorset(_ row: (colorset: String, diagnostics: [Expected], variants: Int)) {
        let palette = F.colorset(F.broken, row.colorset)
        let found = palette.diagnostics
        #expect(found.count == row.diagnostics.count, "\(found)")
        for (diagnostic, expected) in zip(found, row.diagnostics) {
            #expect(diagnostic.severity == expected.severity, "\(diagnostic)")
            #expect(diagnostic.location.line == expected.line, "\(diagnostic)")
            #expect(diagnostic.message.contains(expected.fragment), "\(diagnostic)")
            #expect(diagnostic.location.path.hasPrefix(F.broken + "/" + row.colorset + ".colorset"))
            if diagnostic.location.line > 0, row.colorset != "notAnObject",
                !diagnostic.message.hasPrefix("invalid JSON"),
                !diagnostic.message.hasPrefix("colorset")
            {
                #expect(diagnostic.location.keyPath?.hasPrefix("colors") == true, "\(diagnostic) has no key path")
            }
        }
        #expect(palette.variantCount == row.variants)
    }

    @Test func malformedGroupContentsIsAnErrorAndColorsInsideAreStillRead() {
        var diagnostics: [Diagnostic] = []
        #expect(!CatalogNamespace.providesNamespace(F.broken + "/badGroup", into: &diagnostics))
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.location == SourceLocation(path: F.broken + "/badGroup/Contents.json", line: 4))
        #expect(
            diagnostics.first?.message.contains("cannot tell whether group 'badGroup' provides a namespace") == true)
        let palette = AssetCatalogReader.read(catalog: F.broken)
        #expect(palette.color(named: "inside") != nil)
        #expect(palette.color(named: "flagged") != nil)
        #expect(
            palette.diagnostics.contains {
                $0.severity == .warning && $0.location.keyPath == "properties.provides-namespace"
            })
    }

    @Test func wholeBrokenCatalogAccountsForEveryColorset() {
        let palette = AssetCatalogReader.read(catalog: F.broken)
        let duplicate = palette.diagnostics.filter { $0.message.contains("same name 'sameName'") }
        #expect(duplicate.count == 1)
        #expect(duplicate.first?.location.path == F.broken + "/Group B/sameName.colorset")
        #expect(palette.colors.filter { $0.name == "sameName" }.count == 2)
        // Every colorset folder shows up in a variant or a diagnostic.
        let folders =
            (try? FileManager.default.subpathsOfDirectory(atPath: F.broken))?.filter { $0.hasSuffix(".colorset") } ?? []
        for folder in folders {
            let prefix = F.broken + "/" + folder
            let seen =
                palette.colors.contains { $0.variants.contains { $0.source.path.hasPrefix(prefix) } }
                || palette.diagnostics.contains { $0.location.path.hasPrefix(prefix) }
            #expect(seen, "\(folder) left no trace")
        }
        print(
            "Broken.xcassets: \(folders.count) colorsets → \(palette.variantCount) variants, \(palette.diagnostics.count) diagnostics"
        )
    }

    @Test func missingPaths() {
        let catalog = AssetCatalogReader.read(catalog: "/nonexistent/Missing.xcassets")
        #expect(catalog.diagnostics.count == 1 && catalog.hasErrors)
        let colorset = AssetCatalogReader.read(colorset: "/nonexistent/Missing.colorset")
        #expect(
            colorset.diagnostics.map(\.description) == ["/nonexistent/Missing.colorset: error: no such colorset folder"]
        )
    }

    @Test func symbolicLinkLoopIsReportedNotFollowed() throws {
        let root = try temporaryCatalog("loop")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Cat.xcassets/group", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/Cat.xcassets/group/back", withDestinationPath: "..")
        try writeColorset(root + "/Cat.xcassets/group/one.colorset")
        let palette = AssetCatalogReader.read(catalog: root + "/Cat.xcassets")
        #expect(palette.colors.map(\.name) == ["one"])
        #expect(palette.diagnostics.count == 1)
        #expect(palette.diagnostics.first?.message.contains("symbolic link loop") == true)
    }

    @Test func absurdFolderDepthIsReported() throws {
        let root = try temporaryCatalog("depth")
        defer { try? FileManager.default.removeItem(atPath: root) }
        var deep = root + "/Deep.xcassets"
        for _ in 0...(FileWalker.maximumDepth + 2) { deep += "/g" }
        try FileManager.default.createDirectory(atPath: deep, withIntermediateDirectories: true)
        let palette = AssetCatalogReader.read(catalog: root + "/Deep.xcassets")
        #expect(palette.diagnostics.count == 1)
        #expect(palette.diagnostics.first?.message.contains("nested deeper than") == true)
    }

    @Test func unreadableFolderIsReported() throws {
        let root = try temporaryCatalog("unreadable")
        defer {
            try? FileManager.default.setAttributes(
                [.posixPermissions: 0o755], ofItemAtPath: root + "/Cat.xcassets/locked")
            try? FileManager.default.removeItem(atPath: root)
        }
        try writeColorset(root + "/Cat.xcassets/locked/hidden.colorset")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: root + "/Cat.xcassets/locked")
        if FileManager.default.isReadableFile(atPath: root + "/Cat.xcassets/locked") {
            print("unreadableFolderIsReported: running with privileges that read any folder; nothing to check")
            return
        }
        let palette = AssetCatalogReader.read(catalog: root + "/Cat.xcassets")
        #expect(palette.diagnostics.contains { $0.message.contains("cannot read folder") })
    }

    func temporaryCatalog(_ name: String) throws -> String {
        let path = NSTemporaryDirectory() + "legible-assets-\(name)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func writeColorset(_ path: String) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let json =
            #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1","green":"2","blue":"3","alpha":"1.000"}}}]}"#
        try json.write(toFile: path + "/Contents.json", atomically: true, encoding: .utf8)
    }
}
