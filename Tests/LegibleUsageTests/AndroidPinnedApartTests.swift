import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Views a `RelativeLayout` places apart are not drawn under each other (issue 29, "needs review must mean no one could
/// know"), in the fixture app `Fixtures/android-review/pinned-apart`: an icon pinned to the top of a full-height page is
/// not under a hint pinned to its bottom, and a footer is not under a `ScrollView` (with no id) laid out above it. A
/// row that sizes itself to its content, and a `FrameLayout` stacking a strip and a label, still need review.
@Suite("Android: views a RelativeLayout places apart")
struct AndroidPinnedApartTests {
    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-review/pinned-apart")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    func pair(_ id: String) throws -> ObservedPair {
        try #require(AndroidTestSupport.pair(Self.scan, id), "no pair for \(id)")
    }

    func expectInkOnPaper(_ id: String) throws {
        let text = try pair(id)
        #expect(text.review == nil, "\(id): \(String(describing: text.review))")
        #expect(AndroidTestSupport.hex(text.foreground, .light, Self.palette) == "#2b2118", "\(id)")
        #expect(AndroidTestSupport.hex(text.background, .light, Self.palette) == "#f5f1e8", "\(id)")
    }

    /// `layout_alignParentTop` icon, `layout_alignParentBottom` hint, in a `match_parent` RelativeLayout.
    @Test func aViewPinnedToTheBottomIsNotUnderAnImagePinnedToTheTop() throws {
        try expectInkOnPaper("welcome_hint")
    }

    /// `<ScrollView android:layout_above="@id/footer">` with no id of its own; the footer draws @color/moss.
    @Test func aScrollViewWithNoIdLaidOutAboveTheFooterIsNotUnderIt() throws {
        try expectInkOnPaper("trail_notes")
        let footer = try pair("footer_label")
        #expect(AndroidTestSupport.hex(footer.background, .light, Self.palette) == "#d7e3c8")
    }

    /// A `wrap_content` row may be shorter than its top image and bottom caption together: the image may be under it.
    @Test func aRowThatSizesItselfStillMayStackItsPinnedViews() throws {
        #expect(try pair("badge_caption").review?.kind == .image)
        let streak = try pair("badge_streak")
        #expect(streak.review?.kind == .overlap, "\(String(describing: streak.review))")
    }
}

/// Views only tests read are never shown (issue 29, "never shown"), in the fixture app
/// `Fixtures/android-review/test-hooks`: a gone view whose id only an `androidTest` source names, and a `0dp` by `0dp`
/// view in a `FrameLayout`, are not shown; a `0dp` by `0dp` view in a ConstraintLayout and a gone view the activity
/// shows are checked.
@Suite("Android: views only tests read")
struct AndroidTestHookTests {
    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-review/test-hooks")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    func pair(_ id: String) throws -> ObservedPair {
        try #require(AndroidTestSupport.pair(Self.scan, id), "no pair for \(id)")
    }

    /// `onView(withId(R.id.export_log))` in `src/androidTest/` is the only code naming the gone view.
    @Test func aGoneViewOnlyAnInstrumentedTestNamesIsNotShown() throws {
        let log = try pair("export_log")
        #expect(log.review?.kind == .notShown, "\(String(describing: log.review))")
        #expect(log.review?.detail.contains("no code read names its id 'export_log'") == true)
    }

    @Test func aZeroByZeroViewInAFrameLayoutIsNotShown() throws {
        let total = try pair("bound_total")
        #expect(total.review?.kind == .notShown, "\(String(describing: total.review))")
        #expect(total.review?.detail.contains("0dp wide and 0dp tall in FrameLayout") == true)
    }

    /// `0dp` in a ConstraintLayout matches the constraints; `binding.statusBanner.isVisible = …` shows the banner.
    @Test func aMatchConstraintsViewAndAGoneViewTheAppShowsAreChecked() throws {
        for id in ["gauge_label", "status_banner"] {
            let text = try pair(id)
            #expect(text.review == nil, "\(id): \(String(describing: text.review))")
            #expect(AndroidTestSupport.hex(text.foreground, .light, Self.palette) == "#1b1f24", "\(id)")
            #expect(AndroidTestSupport.hex(text.background, .light, Self.palette) == "#fffdf7", "\(id)")
        }
    }
}
