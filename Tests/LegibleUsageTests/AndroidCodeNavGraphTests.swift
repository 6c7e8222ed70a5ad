import Testing
import LegibleUsage

/// A navigation graph set in code on a `NavHostFragment` container that names none (`AndroidCodeNavGraphs`), in
/// `Fixtures/android-code-nav-graph`.
@Suite("Android navigation graphs set in code")
struct AndroidCodeNavGraphTests {
    static let run = AndroidTestSupport.FixtureRun("android-code-nav-graph")

    /// `navController.setGraph(R.navigation.outline_graph, …)` in the activity showing the container: the graph's
    /// `SectionsFragment` is in that container, on its parent's #FFF3E0, not "host unknown" over the window (#E8EAF6).
    @Test func theStartDestinationOfAGraphSetInCodeIsInTheContainer() throws {
        let (foreground, background) = try Self.run.lightColors("sections_title")
        #expect(foreground == "#4e342e")
        #expect(background == "#fff3e0")
    }
}
