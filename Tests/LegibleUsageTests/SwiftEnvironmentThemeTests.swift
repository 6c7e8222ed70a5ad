import LegiblePalette
import LegibleTestSupport
import Testing

@testable import LegibleUsage

/// Colors named through an app's own property wrapper and through app environment values that choose a theme
/// (issue 31, `Fixtures/swiftui-environment-themes`, own code): the wrapper's `wrappedValue` is evaluated with its
/// own `@Environment` reads, and an environment value of an app enum is a theme per case the app can inject, each in
/// light and dark, named as the other code themes are.
@Suite("Swift views: property wrappers and themes chosen through the environment")
struct SwiftEnvironmentThemeTests {
    static let shelf = TestPaths.fixture("swiftui-environment-themes/Shelf")
    static let shelfPalette = PaletteLoader().load([shelf])
    static let shelfScan = UsageLoader().load([shelf], palette: shelfPalette)
    static let ledger = TestPaths.fixture("swiftui-environment-themes/Ledger")
    static let ledgerPalette = PaletteLoader().load([ledger])
    static let ledgerScan = UsageLoader().load([ledger], palette: ledgerPalette)

    func pair(_ scan: UsageScan, _ file: String, _ line: Int) throws -> ObservedPair {
        try #require(
            scan.pairs.first {
                $0.site.location.path.hasSuffix(file) && [line, line + 1].contains($0.site.location.line)
            },
            "no pair at \(file):\(line): \(scan.diagnostics.map(\.message))")
    }

    /// Each variant of a color by appearance name, `#rrggbb` (`#rrggbbaa` when translucent).
    func values(_ color: ObservedColor, _ palette: Palette) -> [String: String] {
        let named: NamedColor?
        switch color {
        case .inline(let c): named = c
        case .named(let name): named = palette.color(named: name)
        }
        var out: [String: String] = [:]
        for v in named?.variants ?? [] {
            guard let c = v.color else { continue }
            out[v.appearance.rawValue] = c.alpha8 == 255 ? c.hexRGB : c.hexRGBA
        }
        return out
    }

    @Test func aPropertyWrapperReadsItsEnvironmentThemeInEveryCase() throws {
        // `@Shade private var swatches` → `look.swatches(in: scheme).ink`, every `Look` case injected
        // (`Look(rawValue:) ?? .paper`): a `static let` (paper), a function with a `let` local (terminal), system colors.
        let title = try pair(Self.shelfScan, "ShelfView.swift", 8)
        let text = values(title.foreground, Self.shelfPalette)
        #expect(text["theme:paper-light"] == "#33261a" && text["theme:paper-dark"] == "#33261a", "\(text)")
        #expect(text["theme:terminal-light"] == "#00661a" && text["theme:terminal-dark"] == "#33ff66", "\(text)")
        // `system` follows the system: plain light and dark.
        #expect(text["light"] == "#000000" && text["dark"] == "#ffffff", "\(text)")
        #expect(text["theme:system-light"] == nil, "\(text)")
        let under = values(title.background, Self.shelfPalette)
        #expect(under["theme:paper-light"] == "#faf2e0" && under["theme:terminal-dark"] == "#000000", "\(under)")
        #expect(under["theme:terminal-light"] == "#ffffff" && under["dark"] == "#000000", "\(under)")
        #expect(title.review == nil, "\(title.review.map(\.detail) ?? "")")
    }

    @Test func opacityOnAThemeValueInAViewBuilderHelper() throws {
        let caption = try pair(Self.shelfScan, "ShelfView.swift", 17)
        let text = values(caption.foreground, Self.shelfPalette)
        #expect(text["theme:paper-light"] == "#33261acc", "\(text)")
        #expect(text["theme:terminal-dark"] == "#33ff66cc", "\(text)")
    }

    @Test func theThemesAreTheCasesTheAppInjectsAndTheDefault() throws {
        // `.environment(\.mood, highlighted ? .vivid : Mood.calm)`, default `.calm`: `loud` is never shown.
        let amount = try pair(Self.ledgerScan, "LedgerScreen.swift", 28)
        let text = values(amount.foreground, Self.ledgerPalette)
        #expect(text["theme:calm-light"] == "#333333" && text["theme:calm-dark"] == "#e6e6e6", "\(text)")
        #expect(text["theme:vivid-light"] == "#993300" && text["theme:vivid-dark"] == "#993300", "\(text)")
        #expect(!text.keys.contains { $0.contains("loud") }, "\(text)")
    }

    @Test func aStoredWrappedValueIsItsInitialValue() throws {
        // `@Rule private var rule` with `let wrappedValue = Color(red: 0.8, …)`.
        let paid = try pair(Self.ledgerScan, "LedgerScreen.swift", 30)
        #expect(values(paid.background, Self.ledgerPalette)["light"] == "#cccccc")
        #expect(values(paid.foreground, Self.ledgerPalette)["light"] == "#000000")
    }

    @Test func aWrapperBuiltFromTheAttributesArgumentsReadsTheScheme() throws {
        // `@Tone(day: Color(white: 0.35), night: Color(white: 0.75))` with `scheme == .dark ? night : day`.
        let footnote = try pair(Self.ledgerScan, "LedgerFooter.swift", 8)
        let text = values(footnote.foreground, Self.ledgerPalette)
        #expect(text["light"] == "#595959" && text["dark"] == "#bfbfbf", "\(text)")
    }

    @Test func anEnvironmentValueThatIsNoEnumSaysSo() {
        let memo = Self.ledgerScan.diagnostics.first { $0.location.path.hasSuffix("LedgerMemo.swift") }
        #expect(
            memo?.message.contains(
                "is the app's environment value \\.ink (Ink, set by .environment(\\.ink, …) at LedgerMemo.swift:8)")
                == true, "\(Self.ledgerScan.diagnostics.map(\.message))")
        #expect(memo?.message.contains("so the values it can hold are not enumerated") == true)
    }

    @Test func noOtherColorIsSetAtRunTime() {
        let unchecked = (Self.shelfScan.diagnostics + Self.ledgerScan.diagnostics).filter {
            $0.message.contains("not checked") && !$0.location.path.hasSuffix("LedgerMemo.swift")
        }
        #expect(unchecked.isEmpty, "\(unchecked.map(\.message))")
    }
}
