import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// No verdict without proof (issue 29), in the fixture app `Fixtures/android-proof`: code that may change a text's
/// color on a view the reader cannot pin to an id makes every text of the layouts that code shows need review; a view
/// the layout hides that code names but never shows is not shown; a window code paints in a way not followed makes the
/// texts over it need review. Fixtures written in Kotlin and Java, split across files as an app would be.
@Suite("Android: code changes on views Legible cannot identify")
struct AndroidCodeProofTests {
    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-proof")])
    static let scan = AndroidLayoutReader.read(files)

    func pair(_ id: String) throws -> ObservedPair {
        try #require(AndroidTestSupport.pair(Self.scan, id), "no pair for \(id)")
    }

    /// `(strip.getChildAt(i) as TextView).setTextColor(…)` in `ShelfActivity.kt`, which shows `activity_shelf`: any of
    /// its texts may be the child recolored, the heading as much as the jars.
    @Test func aTextRecoloredThroughGetChildAtMakesTheLayoutsTextsNeedReview() throws {
        for id in ["jar_flour", "jar_sugar", "shelf_heading"] {
            let text = try pair(id)
            #expect(text.review?.kind == .setInCode, "\(id): \(String(describing: text.review))")
            #expect(text.review?.detail.contains("could not identify") == true, "\(id)")
            #expect(text.review?.detail.contains("ShelfActivity.kt:23") == true, "\(id)")
            #expect(text.review?.detail.contains("getChildAt(i)") == true, "\(id)")
        }
    }

    /// `label.setTextColor(seasonColor)` in the adapter's holder, `label` a field set from a constructor parameter
    /// (no layout declares an id `label`): the row's texts need review.
    @Test func aTextRecoloredThroughAFieldSetFromAParameterNeedsReview() throws {
        for id in ["ingredient_name", "ingredient_amount"] {
            let text = try pair(id)
            #expect(text.review?.kind == .setInCode, "\(id): \(String(describing: text.review))")
            #expect(text.review?.detail.contains("IngredientAdapter.java:27") == true, "\(id)")
            #expect(text.review?.detail.contains("label.setTextColor(seasonColor)") == true, "\(id)")
        }
    }

    /// `val badge = TextView(this); badge.setTextColor(Color.RED)`: a view the activity builds itself is no view of
    /// its layout, whose text keeps its verdict.
    @Test func aViewBuiltInCodeLeavesTheLayoutsTextsAlone() throws {
        let body = try pair("notes_body")
        #expect(body.review == nil, "\(String(describing: body.review))")
        #expect(body.foreground == .named("ink"))
    }

    /// `pantry_legacy_hint` is `gone`; `PantryActivity.kt` names it only to set its text and a click listener: never
    /// shown, so its pair is "not shown", not a verdict.
    @Test func aGoneViewCodeNamesButNeverShowsIsNotShown() throws {
        let hint = try pair("pantry_legacy_hint")
        #expect(hint.review?.kind == .notShown, "\(String(describing: hint.review))")
        #expect(hint.review?.detail.contains("never its visibility") == true)
    }

    /// `binding.pantryOffline.isVisible = …` and `Reveal.fadeIn(binding.pantrySyncing)` (a helper that sets the
    /// view's visibility) may show them: checked as shown.
    @Test func aGoneViewCodeMayShowIsChecked() throws {
        for id in ["pantry_offline", "pantry_syncing"] {
            let text = try pair(id)
            #expect(text.review == nil, "\(id): \(String(describing: text.review))")
            #expect(text.evidence.contains("checked as shown when code makes it visible"), "\(id)")
        }
    }

    /// `LarderActivity.java` paints the window black in a helper it calls when the "pure black" option is on:
    /// `CellarActivity` inherits it, so its heading, on the window, needs review naming the call; a label on a
    /// container with its own background keeps its verdict.
    @Test func aWindowPaintedInCodeOnAConditionMakesTextOnTheWindowNeedReview() throws {
        let heading = try pair("cellar_heading")
        #expect(heading.review?.kind == .themeInCode, "\(String(describing: heading.review))")
        #expect(heading.review?.detail.contains("LarderActivity.java:19") == true)
        #expect(heading.review?.detail.contains("getWindow().getDecorView().setBackgroundColor(Color.BLACK)") == true)
        #expect(heading.review?.detail.contains("CellarActivity") == true)
        let label = try pair("cellar_label")
        #expect(label.review == nil, "\(String(describing: label.review))")
        #expect(label.background == .named("crust"))
    }

    /// `label` is found by id (`R.id.week_number`) and then reassigned `header.getChildAt(i)` in the loop that
    /// recolors it (`WeekFragment.java`): no alias of `week_number`. The day columns live in `week_header.xml`, which
    /// `fragment_week.xml` (the layout the fragment inflates) includes: they need review too.
    @Test func aLocalReassignedFromGetChildAtRecolorsTheTextsOfAnIncludedLayout() throws {
        for id in ["day_first", "day_second"] {
            let day = try pair(id)
            #expect(day.review?.kind == .setInCode, "\(id): \(String(describing: day.review))")
            #expect(day.review?.detail.contains("WeekFragment.java:31") == true, "\(id)")
        }
    }
}
