import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// SwiftUI modifiers an app declares over its theme roles (`.foregroundColor(toneColor: .ink)`, issue 31): a function
/// of `extension View` that hands its parameter to a SwiftUI color modifier stands for that modifier, its value read
/// as the parameter's type (a role of theme tables keyed by that enum).
@Suite("Swift views: the app's SwiftUI modifiers over theme values")
struct SwiftThemeValueTests {
    static let folder = TestPaths.fixture("swift-theme-values")
    static let palette = PaletteLoader().load([folder])
    static let scan = UsageLoader().load([folder], palette: palette)

    func pairs(_ line: Int, in file: String = "ReceiptCard.swift") -> [ObservedPair] {
        Self.scan.pairs.filter { $0.site.location.line == line && $0.site.location.path.hasSuffix(file) }
    }

    func values(_ color: ObservedColor) -> [String: String] {
        guard let c = Self.palette.colors.first(where: { $0.name == color.displayName }) else { return [:] }
        var out: [String: String] = [:]
        for v in c.variants { out[v.appearance.rawValue] = v.value.concrete?.hexRGB }
        return out
    }

    @Test func anAppModifierStandingForForegroundColorIsATextUseOnTheAppBackground() throws {
        let total = try #require(pairs(9).first, "\(Self.scan.diagnostics.map(\.message))")
        #expect(pairs(9).count == 1)
        #expect(total.foreground.displayName == "Tone.ink", "\(total.foreground)")
        #expect(
            values(total.foreground) == ["theme:dawn": "#222222", "theme:dusk": "#eeeeee", "theme:harbor": "#113366"])
        #expect(total.background.displayName == "Tone.card", "\(total.background)")
        #expect(
            values(total.background) == ["theme:dawn": "#f5f5f5", "theme:dusk": "#222222", "theme:harbor": "#ddeeff"])
        #expect(total.evidence.hasPrefix("enclosing view's background"), "\(total.evidence)")
        #expect(total.role == .text(large: nil))
        #expect(total.review == nil)
    }

    @Test func eachBranchOfTheAliasValueIsAPair() {
        let refunded = pairs(11)
        #expect(
            Set(refunded.map(\.foreground.displayName)) == ["Tone.danger", "Tone.inkMuted"],
            "\(refunded.map(\.foreground)) \(Self.scan.diagnostics.map(\.message))")
        #expect(refunded.allSatisfy { $0.background.displayName == "Tone.card" })
    }

    @Test func aFunctionNotHandingItsParameterOnIsNoAlias() {
        #expect(pairs(13).isEmpty)
        #expect(
            !Self.scan.diagnostics.contains {
                $0.location.path.hasSuffix("ReceiptCard.swift") && $0.location.line == 13
            })
    }

    @Test func theAliasesOwnBodiesAreNoUses() {
        let inAliases = (4...19).flatMap { pairs($0, in: "SwiftUI+Look.swift") }
        #expect(inAliases.isEmpty, "\(inAliases.map(\.site))")
        let diagnosed = Self.scan.diagnostics.filter {
            $0.location.path.hasSuffix("SwiftUI+Look.swift") && (4...19).contains($0.location.line)
        }
        #expect(diagnosed.isEmpty, "\(diagnosed.map(\.message))")
    }

    @Test func aShapeColoredThroughAnAliasIsTheBackdropOfAZStack() throws {
        let saved = try #require(pairs(11, in: "SavedToast.swift").first, "\(Self.scan.diagnostics.map(\.message))")
        #expect(saved.foreground.displayName == "Tone.ink")
        #expect(saved.background.displayName == "Tone.card", "\(saved.background)")
        #expect(
            saved.evidence == "ZStack backdrop" && saved.review == nil,
            "\(saved.evidence) \(String(describing: saved.review))")
    }

    @Test func aThemeColorOnTheSceneDefaultNeedsReview() throws {
        // The screen sets no background: under it is its hosting controller's view, not the scene's systemBackground.
        let empty = try #require(pairs(22, in: "SavedToast.swift").first, "\(Self.scan.diagnostics.map(\.message))")
        #expect(empty.foreground.displayName == "Tone.inkMuted")
        #expect(empty.review?.kind == .themeInCode, "\(String(describing: empty.review))")
        #expect(empty.review?.detail.contains("theme:dusk") == true)
    }

    @Test func aFunctionHandingItsValueToAnotherDrawingModifierTooIsNoAlias() throws {
        // `tileBackground(_:)` is a container background on iOS 17 and a background before: not one modifier, so
        // the text is not checked on its value as if it were `.background(Color.black)`.
        let tile = try #require(pairs(41, in: "SavedToast.swift").first, "\(Self.scan.diagnostics.map(\.message))")
        #expect(tile.background.displayName != "black", "\(tile.background)")
        #expect(tile.evidence != "same modifier chain" && tile.review != nil, "\(tile.evidence)")
    }
}
