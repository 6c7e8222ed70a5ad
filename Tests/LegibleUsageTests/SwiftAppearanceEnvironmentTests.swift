import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// A SwiftUI view's `@Environment(\.colorScheme)` and `@Environment(\.colorSchemeContrast)` compared in code are the
/// appearance drawn: each color is a value per appearance (`Fixtures/swift-appearance-environment`, own code), not a
/// value set at run time.
@Suite("Swift views: the appearance read from the environment")
struct SwiftAppearanceEnvironmentTests {
    static let folder = TestPaths.fixture("swift-appearance-environment")
    static let palette = PaletteLoader().load([folder])
    static let scan = UsageLoader().load([folder], palette: palette)

    /// The pair of the `Text` on `line` (its modifier on the next line).
    func pair(_ line: Int) throws -> ObservedPair {
        try #require(
            Self.scan.pairs.first { [line, line + 1].contains($0.site.location.line) },
            "no pair at line \(line): \(Self.scan.diagnostics.map(\.message))")
    }

    func hex(_ color: ObservedColor, _ appearance: Appearance) -> String? {
        let named: NamedColor?
        switch color {
        case .inline(let c): named = c
        case .named(let name): named = Self.palette.color(named: name)
        }
        guard let value = named?.variant(for: appearance)?.color else { return nil }
        return value.alpha8 == 255 ? value.hexRGB : value.hexRGBA
    }

    @Test func aComputedColorComparingTheSchemeIsPerAppearance() throws {
        let title = try pair(26)
        #expect(hex(title.foreground, .light) == "#000000")
        #expect(hex(title.foreground, .dark) == "#ffffff")
        #expect(hex(title.background, .light) == "#ffffff")
        #expect(hex(title.background, .dark) == "#000000")
    }

    @Test func aSwitchOverTheSchemeIsPerAppearance() throws {
        let detail = try pair(28)
        #expect(hex(detail.foreground, .light) == "#4d4d4d")
        #expect(hex(detail.foreground, .dark) == "#cccccc")
    }

    @Test func aHelperTakingTheSchemeIsRunPerAppearance() throws {
        let badge = try pair(30)
        #expect(hex(badge.foreground, .light) == "#994d00")
        #expect(hex(badge.foreground, .dark) == "#ff9900")
    }

    @Test func theContrastSettingIsIncreaseContrast() throws {
        let hint = try pair(34)
        #expect(hex(hint.foreground, .light) == "#666666")
        #expect(hex(hint.foreground, .lightHighContrast) == "#000000")
    }

    @Test func noColorIsASettingOfTheRunTime() {
        let unchecked = Self.scan.diagnostics.filter { $0.message.contains("not checked") }
        #expect(unchecked.isEmpty, "\(unchecked.map(\.message))")
    }
}
