import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Views recolored through a call (issue 29), in the fixture app `Fixtures/android-hosts`: handed to a library (the
/// colors it sets are not in the repository), or to the app's own helper that sets a color on its parameter.
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

    /// `CardStyler.markHighlighted(findViewById(R.id.spring_tide_card), …)` (the app's own helper, another file) sets
    /// the card's color on its parameter, one of two by a flag: the note on the card needs review, not CardView's
    /// default fill.
    @Test func aCardTheAppsOwnHelperRecolorsThroughItsParameterNeedsReview() throws {
        let note = try pair("spring_tide_note")
        #expect(note.review?.kind == .setInCode, "\(String(describing: note.review))")
        #expect(note.review?.detail.contains("markHighlighted") == true)
    }

    /// `colorizeLabel(binding.unitsLabel)` is the app's own function: not a library's, the pair stands.
    @Test func aCallToTheAppsOwnFunctionIsNotALibraryRecolor() throws {
        let units = try pair("units_label")
        #expect(units.review == nil, "\(String(describing: units.review))")
    }
}
