import Testing
import LegibleUsage

/// Layouts set as the custom view of the action bar a toolbar is (`AndroidActionBarCustomViews`), in
/// `Fixtures/android-toolbar-custom-view`: drawn in the toolbar, on its background, not on the window (#E8EAF6).
@Suite("Android toolbar custom views")
struct AndroidToolbarCustomViewTests {
    static let run = AndroidTestSupport.FixtureRun("android-toolbar-custom-view")

    /// Java `getSupportActionBar().setCustomView(R.layout.notes_title)` after `setSupportActionBar(toolbar)`, the
    /// toolbar a local found by id: on `@color/notes_bar` (#263238).
    @Test func aLayoutIdSetAsCustomViewIsOnTheToolbar() throws {
        let (foreground, background) = try Self.run.lightColors("notes_title_label")
        #expect(foreground == "#fff59d")
        #expect(background == "#263238")
        // The activity's own text under the toolbar stays on the window.
        let (_, window) = try Self.run.lightColors("notes_empty")
        #expect(window == "#e8eaf6")
    }

    /// Kotlin `supportActionBar?.customView = findBar.root`, the binding inflated in another function, the toolbar a
    /// binding member: on `@color/find_bar` (#1A237E).
    @Test func aBindingRootAssignedAsCustomViewIsOnTheToolbar() throws {
        let (foreground, background) = try Self.run.lightColors("find_query")
        #expect(foreground == "#fff59d")
        #expect(background == "#1a237e")
    }
}
