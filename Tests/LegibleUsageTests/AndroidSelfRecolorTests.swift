import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Custom view classes that recolor themselves (issue 29), in the fixture app `Fixtures/android-selfviews`: a
/// `FieldLabel` whose `init { }` calls a helper that sets its text color, a subclass of it, a `CardView` subclass
/// tinted in `onFinishInflate()`, and a `TextView` subclass whose color comes from a setting.
@Suite("Android: custom views that recolor themselves")
struct AndroidSelfRecolorTests {
    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-selfviews")])
    static let scan = AndroidLayoutReader.read(files)

    func pair(_ id: String) throws -> ObservedPair {
        try #require(AndroidTestSupport.pair(Self.scan, id), "no pair for \(id)")
    }

    /// `FieldLabel`'s `init { applyPalette() }` sets `ContextCompat.getColor(context, R.color.feather)`: the layout's
    /// `@color/bark` is never drawn.
    @Test func aViewThatSetsItsOwnTextColorInInitTakesThatColor() throws {
        let title = try pair("log_title")
        #expect(title.review == nil, "\(String(describing: title.review))")
        #expect(title.foreground == .named("feather"))
        #expect(title.evidence.contains("FieldLabel.kt:19"), "\(title.evidence)")
    }

    /// A plain `TextView` beside it keeps the layout's color.
    @Test func aPlatformViewKeepsItsLayoutColor() throws {
        let hint = try pair("log_hint")
        #expect(hint.review == nil)
        #expect(hint.foreground == .named("bark"))
    }

    /// `SpeciesLabel : FieldLabel` inherits the recolor; it sits on `MossCard`, whose `onFinishInflate()` sets
    /// `R.color.moss_card` over the layout's `app:cardBackgroundColor="@color/bark"`.
    @Test func aSubclassAndACardTintedInOnFinishInflateTakeTheCodeColors() throws {
        let species = try pair("sighting_species")
        #expect(species.review == nil, "\(String(describing: species.review))")
        #expect(species.foreground == .named("feather"))
        #expect(species.background == .named("moss_card"), "\(String(describing: species.background))")
    }

    /// `TimeStamp`'s constructor sets a color read from the preferences: not one color, so its pair needs review
    /// naming the class and line.
    @Test func aViewThatSetsAnUnreadColorOnItselfNeedsReview() throws {
        let time = try pair("log_time")
        #expect(time.review?.kind == .setInCode, "\(String(describing: time.review))")
        #expect(time.review?.detail.contains("TimeStamp") == true, "\(String(describing: time.review))")
        #expect(time.review?.detail.contains("TimeStamp.java:11") == true, "\(String(describing: time.review))")
    }

    /// `NoteSection`'s `init { }` sets `background = ContextCompat.getDrawable(context, R.drawable.note_panel)`: the
    /// heading it holds is on that shape's `@color/parchment`, not on the window's `@color/meadow`.
    @Test func aViewWhoseInitSetsItsBackgroundDrawableHoldsItsChildrenOnThatFill() throws {
        let heading = try pair("note_heading")
        #expect(heading.review == nil, "\(String(describing: heading.review))")
        #expect(heading.background == .named("parchment"), "\(String(describing: heading.background))")
        #expect(heading.evidence.contains("NoteSection.kt:16"), "\(heading.evidence)")
    }

    /// `PebbleBox`'s Java constructor calls `setBackgroundResource(R.drawable.pebble_panel)`, an `<inset>` around a
    /// `@color/pebble` shape.
    @Test func aViewThatSetsItsBackgroundResourceInItsConstructorHoldsItsChildrenOnIt() throws {
        let weather = try pair("note_weather")
        #expect(weather.review == nil, "\(String(describing: weather.review))")
        #expect(weather.background == .named("pebble"), "\(String(describing: weather.background))")
    }

    /// `TagRow` tints the drawable it sets with a run-time color (`background.mutate().setTint(tagColor)`): the fill
    /// is not the drawable's, so the pair needs review naming the tint's line.
    @Test func aViewThatTintsItsOwnBackgroundNeedsReview() throws {
        let tag = try pair("note_tag")
        #expect(tag.review?.kind == .setInCode, "\(String(describing: tag.review))")
        #expect(tag.review?.detail.contains("TagRow.kt:18") == true, "\(String(describing: tag.review))")
    }
}
