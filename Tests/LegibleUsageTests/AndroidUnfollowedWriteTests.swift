import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// No verdict without proof (issue 29), in the fixture app `Fixtures/android-unfollowed-writes`: a color write code
/// makes on a view Legible cannot pin to one element (a computed id, a loop over children, a helper's parameter) leaves
/// every element of that kind its class's layouts hold to review (a background any layer, a tint any icon), naming the
/// write's file and line; a write on a known view (through a getter returning one view, an abstract one overridden in
/// a subclass, a drawable of a known view) whose value is not known leaves that view to review. Kotlin and Java, split
/// as an app would split them.
@Suite("Android: color writes Legible cannot follow")
struct AndroidUnfollowedWriteTests {
    static let scan = AndroidLayoutReader.read(
        AndroidProjectFiles.discover([TestPaths.fixture("android-unfollowed-writes")]))

    func pair(_ id: String, _ attribute: String = "android:textColor") throws -> ObservedPair {
        try #require(AndroidTestSupport.pair(Self.scan, id, attribute), "no pair for \(id) \(attribute)")
    }

    /// `holder.itemView.findViewById<View>(badgeFor(station)).setBackgroundColor(station.color)`: a badge found by a
    /// computed id may be any view of the row, so what is under each text of the row is not known.
    @Test func aBackgroundOnAViewFoundByAComputedIDMakesTheRowsTextsNeedReview() throws {
        for id in ["station_name", "station_level"] {
            let text = try pair(id)
            #expect(text.review?.kind == .setInCode, "\(id): \(String(describing: text.review))")
            #expect(text.review?.detail.contains("StationAdapter.kt:19") == true, "\(id): \(text.review?.detail ?? "")")
            #expect(text.review?.detail.contains("could not identify") == true, "\(id)")
        }
    }

    /// `TideHolder.java` (abstract) tints the icon its abstract `getFlag()` returns (`binding.tideFlag` in
    /// `TideRowHolder`, which binds `item_tide`) to a color its data chooses: the flag's tint pair needs review naming
    /// the base class's line, and the row's text, which no tint reaches, keeps its verdict.
    @Test func aTintThroughAnAbstractGetterOfASuperclassMakesTheSubclassesIconsNeedReview() throws {
        let flag = try pair("tide_flag", "app:tint")
        #expect(flag.review?.kind == .setInCode, "\(String(describing: flag.review))")
        #expect(flag.review?.detail.contains("TideHolder.java:23") == true, "\(flag.review?.detail ?? "")")
        #expect(flag.review?.detail.contains("tint") == true)
        let time = try pair("tide_time")
        #expect(time.review == nil, "\(String(describing: time.review))")
        #expect(time.foreground == .named("deep"))
        #expect(time.background == .named("card"))
    }

    /// `berths.getChildAt(i).setBackgroundColor(…)` in a loop: any view of `activity_harbour` may be painted.
    @Test func aBackgroundSetInALoopOverChildrenMakesTheLayoutsTextsNeedReview() throws {
        for id in ["berth_one", "berth_two", "harbour_title"] {
            let text = try pair(id)
            #expect(text.review?.kind == .setInCode, "\(id): \(String(describing: text.review))")
            #expect(text.review?.detail.contains("HarbourActivity.java:16") == true, "\(id)")
        }
    }

    /// `view.background.mutate().setTint(color)` in a helper taking a `View`: the background of a view no id pins.
    @Test func aTintOnTheBackgroundOfAHelpersParameterMakesTheLayoutsTextsNeedReview() throws {
        let body = try pair("notes_body")
        #expect(body.review?.kind == .setInCode, "\(String(describing: body.review))")
        #expect(body.review?.detail.contains("NotesActivity.kt:17") == true, "\(body.review?.detail ?? "")")
    }

    /// `DrawableCompat.setTint(DrawableCompat.wrap(binding.stationsHeader.background), accent)`: the header's
    /// background, to a color read from preferences: the title on it needs review, the count beside it does not (its
    /// text color set in code to a resource is read); `searchField().setHintTextColor(Color.GRAY)` through a getter:
    /// the search field's hint pair needs review, its text pair does not.
    @Test func aTintOnAKnownViewsBackgroundAndAHintColorThroughAGetter() throws {
        let title = try pair("stations_title")
        #expect(title.review?.kind == .setInCode, "\(String(describing: title.review))")
        #expect(title.review?.detail.contains("StationsActivity.kt:20") == true, "\(title.review?.detail ?? "")")
        #expect(
            title.review?.detail.contains("stations_header") == true
                || title.review?.detail.contains("LinearLayout") == true)
        let count = try pair("stations_count")
        #expect(count.review == nil, "\(String(describing: count.review))")
        #expect(count.foreground == .named("shallow"))
        let hint = try pair("station_search", "android:textColorHint")
        #expect(hint.review?.kind == .setInCode, "\(String(describing: hint.review))")
        #expect(hint.review?.detail.contains("StationsActivity.kt:21") == true, "\(hint.review?.detail ?? "")")
        #expect(hint.review?.detail.contains("hint color") == true)
        let text = try pair("station_search")
        #expect(text.review == nil, "\(String(describing: text.review))")
    }
}
