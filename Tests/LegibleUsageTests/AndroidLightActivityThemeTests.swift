import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// An activity whose own theme is light whatever the night mode, in an app that follows the night mode but defines no
/// resource with a night variant, looks the same at night: one light pair, no dark variant
/// (`Fixtures/android-light-activity-theme`, `AndroidActivityThemes`).
@Suite("Android: a light-only activity theme with no night resources has no dark variant")
struct AndroidLightActivityThemeTests {
    typealias T = AndroidTestSupport

    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-light-activity-theme")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    static func appearances(_ id: String) -> Set<Appearance> {
        Set(scan.pairs.filter { $0.site.elementID == "@+id/\(id)" }.flatMap { $0.appearances ?? [] })
    }

    @Test func aLightOnlyActivityThemeWithNoNightResourcesIsOnlyLight() throws {
        let caption = try #require(T.pair(Self.scan, "accounts_caption"))
        #expect(caption.review == nil)
        #expect(T.hex(caption.foreground, .light, Self.palette) == "#616161")
        #expect(T.hex(caption.background, .light, Self.palette) == "#f5f5f5")
        #expect(Self.appearances("accounts_caption") == [.light])
        #expect(Self.appearances("agenda_title") == [.light, .dark])
    }
}
