import Testing
import LegiblePalette
import LegibleTestSupport

/// `Self(…)` in an extension of a color type is that type's initializer (`Fixtures/palettes/swift-self-initializers`):
/// a hex helper declared `-> Self`, `Self(white:)`, and `Self { traits in … }` through the app's own
/// `init(dynamicProvider:)`.
@Suite("Swift colors: Self in an extension of a color type")
struct SwiftSelfInitializerTests {
    static let palette = PaletteLoader().load([TestPaths.fixture("palettes/swift-self-initializers")])

    static func hex(_ name: String, _ appearance: Appearance = .light) -> String? {
        palette.color(named: name)?.variant(exactly: appearance)?.color?.hexRGBA
    }

    @Test(arguments: [
        ("Color.ink", "#1a2b3cff"), ("Color.paper", "#f5f5f5ff"), ("UIColor.accentInk", "#cc3300ff"),
        ("UIColor.dimmed", "#808080ff"),
    ])
    func aSelfInitializerIsTheExtendedColorType(_ name: String, _ hex: String) {
        #expect(Self.hex(name) == hex)
    }

    @Test func aTraitClosureThroughTheAppsInitializerIsLightAndDark() {
        #expect(Self.hex("Color.adaptiveInk") == "#1a2b3cff")
        #expect(Self.hex("Color.adaptiveInk", .dark) == "#ffffffff")
    }

    /// The declared colors are all read; what is left is the app initializer's body, whose color is its caller's
    /// closure (evaluated where each caller stands): said at its line, not dropped.
    @Test func onlyTheConvertersBodyIsLeftUnread() {
        #expect(Self.palette.colors.count == 5)
        #expect(Self.palette.diagnostics.map(\.location.line) == [24, 24])
        #expect(Self.palette.diagnostics.allSatisfy { $0.message.contains("in Color.init is computed at run time") })
    }
}
