import Foundation
import LegibleCore
import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// A color inside a `.mask { … }` or `.mask(…)` is never drawn: SwiftUI uses only its alpha (`insideMask`,
/// `Fixtures/apple-hosts/mask`).
struct SwiftUIMaskTests {
    static let scan = SwiftViewsReader.read(
        files: [TestPaths.fixture("apple-hosts/mask") + "/SnapPreview.swift"], palette: Palette())

    func pairs(at line: Int) -> [ObservedPair] {
        Self.scan.pairs.filter { $0.site.location.line == line }
    }

    func warning(at line: Int) -> String? {
        Self.scan.diagnostics.first { $0.location.line == line }?.message
    }

    @Test func aShapeInsideAMaskClosureIsNotDrawn() throws {
        #expect(pairs(at: 12).isEmpty)
        let why = try #require(warning(at: 12))
        #expect(why.contains("not checked: never drawn (inside the .mask of line 10, which uses only its shape)"))
    }

    @Test func theTextAMaskClipsIsDrawn() throws {
        #expect(pairs(at: 16).isEmpty)
        // The text the mask clips is drawn: its own color has a pair.
        #expect(pairs(at: 15).map(\.foreground.displayName) == ["secondary"])
        #expect(pairs(at: 18).map(\.foreground.displayName) == ["primary"])
    }
}
