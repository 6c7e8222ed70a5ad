import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// The fixture app `Fixtures/app/android` (own files): a manifest theme on Material Components DayNight, a sepia theme
/// variant, styles with explicit and dotted parents, a text appearance, a view overlay and a failing muted caption.
@Suite("Android layouts: fixture app")
struct AndroidFixtureAppTests {
    static let root = TestPaths.fixture("app/android")
    static let files = AndroidProjectFiles.discover([root])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)
    let sepia = Appearance.theme("sepia")

    func hex(_ color: ObservedColor?, _ appearance: Appearance) -> String? {
        AndroidTestSupport.hex(color, appearance, Self.palette)
    }
    func pair(_ id: String, _ attribute: String = "android:textColor") -> ObservedPair? {
        AndroidTestSupport.pair(Self.scan, id, attribute)
    }

    @Test func discoversLayoutsValuesAndManifest() {
        #expect(Self.files.layouts.map { ($0 as NSString).lastPathComponent } == ["activity_main.xml", "item_row.xml"])
        #expect(Self.files.values.count == 6)
        #expect(Self.files.manifests.count == 1)
    }

    @Test func themesFromManifestDayNightAndVariant() {
        let themes = AndroidLayoutReader.themes(Self.files)
        #expect(themes.map(\.appearance) == [.light, .dark, sepia])
        #expect(themes.map(\.base) == ["Theme.Fixture", "Theme.Fixture", "Theme.Fixture"])
        #expect(themes.map(\.overlays) == [[], [], ["ThemeSepia"]])
        #expect(themes.map(\.night) == [false, true, false])
        #expect(themes[0].reason.contains("AndroidManifest.xml"))
    }

    @Test func everyTextColoredElementIsAPairOrADiagnostic() {
        #expect(Self.scan.elementsWithTextColor == 11)
        #expect(Self.scan.pairs.filter { $0.role != .nonText }.count == 12)
        #expect(Self.scan.pairs.filter { $0.role == .nonText }.count == 1)
        #expect(Self.scan.diagnostics.count == 1)
        #expect(Self.scan.filesRead == 2)
    }

    @Test func textAppearanceColorAndSizePerTheme() throws {
        let p = try #require(pair("headline"))
        #expect(p.role == .text(large: true)) // 24sp from @dimen/headline_size
        #expect(p.appearances == [.light, .dark, sepia])
        #expect([.light, .dark, sepia].map { hex(p.foreground, $0) } == ["#212121", "#eeeeee", "#5b4636"])
        #expect([.light, .dark, sepia].map { hex(p.background, $0) } == ["#ffffff", "#121212", "#f4ecd8"])
        #expect(p.evidence.contains("ancestor LinearLayout @+id/root"))
    }

    @Test func implicitDottedParentGivesSizeAndBoldAndTheFailingPair() throws {
        let p = try #require(pair("caption"))
        #expect(p.role == .text(large: true)) // 14sp bold from Fixture.Label
        #expect(hex(p.foreground, .light) == "#9e9e9e")
        let ratio = try #require(AndroidTestSupport.contrast(p, .light, Self.palette))
        #expect(ratio < 3) // fails even the large-text minimum: a real failure
    }

    @Test func styleAttributesOverrideItsTextAppearance() throws {
        let p = try #require(pair("body"))
        #expect(p.role == .text(large: false)) // the style's 16sp, normal, beats the appearance's 24sp
        #expect(hex(p.foreground, .light) == "#212121") // color from the style's text appearance
    }

    @Test func aShapeDrawableBackgroundIsItsSolidFill() throws {
        let text = try #require(pair("search"))
        #expect(text.foreground == .named("ink"))
        #expect(
            text.evidence.contains(
                "own android:background @drawable/search_field (@drawable/search_field: the <solid> of search_field.xml:3 #FFFFFFFF)"
            ))
        #expect(text.review == nil)
        #expect(hex(text.background, .light) == "#ffffff")
        let hint = try #require(pair("search", "android:textColorHint"))
        #expect(hex(hint.foreground, .light) == "#bdbdbd")
        #expect(try #require(AndroidTestSupport.contrast(hint, .light, Self.palette)) < 4.5)
    }

    @Test func paletteColorsStayNamedAndLinksArePairs() throws {
        let p = try #require(pair("legal"))
        #expect(p.foreground == .named("muted"))
        #expect(p.background == .named("paper"))
        #expect(p.appearances == nil)
        #expect(p.role == .text(large: false))
        #expect(pair("legal", "android:textColorLink")?.foreground == .named("brand"))
    }

    @Test func translucentBackgroundIsCompositedOverTheNextOpaqueOne() throws {
        let p = try #require(pair("badge"))
        #expect(hex(p.background, .light) == "#00000080")
        #expect(p.over == .named("paper"))
        #expect(p.evidence.contains("translucent"))
    }

    @Test func backgroundTintIsTheBackground() throws {
        let p = try #require(pair("cta"))
        #expect(p.background == .named("brand"))
        #expect(hex(p.foreground, .dark) == "#ffffff")
    }

    @Test func tintIsANonTextPair() throws {
        let p = try #require(pair("close", "app:tint"))
        #expect(p.role == .nonText)
        #expect(hex(p.foreground, .light) == "#9e9e9e")
        #expect(p.evidence.contains("skipped ?attr/selectableItemBackgroundBorderless"))
    }

    @Test func viewOverlayResolvesAttributesForItsSubtree() throws {
        let p = try #require(pair("inverseText"))
        #expect(p.foreground == .named("paper"))
        #expect(p.background == .named("ink"))
    }

    @Test func materialComponentsDefaultsFollowDayNight() throws {
        let p = try #require(pair("surface"))
        #expect([Appearance.light, .dark].map { hex(p.foreground, $0) } == ["#000000", "#ffffff"])
        #expect([Appearance.light, .dark].map { hex(p.background, $0) } == ["#ffffff", "#121212"])
    }

    @Test func windowBackgroundIsTheLastResort() throws {
        let p = try #require(pair("rowTitle"))
        #expect(p.evidence.contains("android:windowBackground"))
        #expect([.light, .dark, sepia].map { hex(p.background, $0) } == ["#ffffff", "#121212", "#f4ecd8"])
    }

    @Test func unresolvedAttributeIsADiagnosticNamingTheElement() throws {
        let d = try #require(Self.scan.diagnostics.first)
        #expect(d.severity == .warning)
        #expect(d.location.path.hasSuffix("activity_main.xml"))
        #expect(d.location.line == 102)
        #expect(d.message.contains("TextView @+id/unknown"))
        #expect(d.message.contains("?attr/notInAnyTheme is not set by the theme"))
    }
}

import Foundation
