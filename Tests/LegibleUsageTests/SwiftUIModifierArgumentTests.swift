import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// An app `ViewModifier` is read with its stored properties bound from the call's labelled arguments (through the
/// app's `extension View` function and its parameter defaults), and the `if` of its body decided per theme: where its
/// branch draws nothing, what is under the view is what lies further out (`Fixtures/swiftui-modifier-arguments`, own
/// code).
@Suite("SwiftUI: app modifiers with arguments, their branches per theme")
struct SwiftUIModifierArgumentTests {
    static let harbor = TestPaths.fixture("swiftui-modifier-arguments/Harbor")
    static let palette = PaletteLoader().load([harbor])
    static let scan = UsageLoader().load([harbor], palette: palette)

    /// Each theme of each pair at `line` → "foreground on background", with " (review)" when it needs review.
    static func byTheme(_ line: Int) -> [String: String] {
        var out: [String: String] = [:]
        for pair in scan.pairs
        where pair.site.location.path.hasSuffix("HarborView.swift") && pair.site.location.line == line {
            let fg = SwiftEnvironmentThemeTests().values(pair.foreground, palette)
            let bg = SwiftEnvironmentThemeTests().values(pair.background, palette)
            for theme in pair.appearances ?? [] {
                out[theme.rawValue] =
                    "\(fg[theme.rawValue] ?? "?") on \(bg[theme.rawValue] ?? "?")\(pair.review == nil ? "" : " (review)")"
            }
        }
        return out
    }

    @Test func aModifierDrawingInOneThemeIsItsLayerThereAndThePageInTheOther() {
        let harbor = Self.byTheme(9)
        #expect(
            harbor == [
                "theme:classic-light": "#1a1a33 on #e6f2ff", "theme:classic-dark": "#1a1a33 on #e6f2ff",
                "theme:glass-light": "#ffffff on #334d66", "theme:glass-dark": "#ffffff on #334d66",
            ], "\(harbor) \(Self.scan.diagnostics.map(\.message))")
    }

    @Test func aModifiersArgumentDecidesItsBranch() {
        let docks = Self.byTheme(12)
        #expect(
            docks == [
                "theme:classic-light": "#1a1a33 on #e6f2ff", "theme:classic-dark": "#1a1a33 on #e6f2ff",
                "theme:glass-light": "#ffffff on #4d6680", "theme:glass-dark": "#ffffff on #4d6680",
            ], "\(docks) \(Self.scan.diagnostics.map(\.message))")
        let piers = Self.byTheme(15)
        #expect(
            piers == [
                "theme:classic-light": "#1a1a33 on #ffffff", "theme:classic-dark": "#1a1a33 on #ffffff",
                "theme:glass-light": "#ffffff on #334d66", "theme:glass-dark": "#ffffff on #334d66",
            ], "\(piers) \(Self.scan.diagnostics.map(\.message))")
    }
}
