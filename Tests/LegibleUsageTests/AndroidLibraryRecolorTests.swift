import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Views handed to a library that recolors them (issue 29), in the fixture app `Fixtures/android-hosts`: the colors
/// the library sets are not in the repository, so the layout's colors are not asserted.
@Suite("Android: views a library recolors")
struct AndroidLibraryRecolorTests {
    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-hosts")])
    static let scan = AndroidLayoutReader.read(files)

    func pair(_ id: String) throws -> ObservedPair {
        try #require(AndroidTestSupport.pair(Self.scan, id), "no pair for \(id)")
    }

    /// `viewThemeUtils.material.themeChipSuggestion(binding.harbourChip)` (Kotlin, view binding): the chip's text.
    @Test func aViewPassedToALibraryThemingCallNeedsReview() throws {
        let chip = try pair("harbour_chip")
        #expect(chip.review?.kind == .setInCode, "\(String(describing: chip.review))")
        #expect(chip.review?.detail.contains("themeChipSuggestion") == true)
        #expect(chip.review?.detail.contains("library code not in the repository") == true)
    }

    /// `ThemeKit.get(this).colorContainer(panel)` with `LinearLayout panel = findViewById(R.id.about_panel)` (Java):
    /// the container's background is the library's, so the text on it needs review.
    @Test func aContainerALibraryRecolorsMakesTheTextOnItNeedReview() throws {
        let version = try pair("about_version")
        #expect(version.review?.kind == .setInCode, "\(String(describing: version.review))")
        #expect(version.review?.detail.contains("colorContainer") == true)
    }

    /// `colorizeLabel(binding.unitsLabel)` is the app's own function: not a library's, the pair stands.
    @Test func aCallToTheAppsOwnFunctionIsNotALibraryRecolor() throws {
        let units = try pair("units_label")
        #expect(units.review == nil, "\(String(describing: units.review))")
    }
}
