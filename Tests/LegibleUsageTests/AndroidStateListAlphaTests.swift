import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Color state lists whose item's alpha is a resource of another module, in the fixture app
/// `Fixtures/android-state-list-alpha-resources`: `ColorStateList` reads `android:alpha` / `app:alpha` as a float,
/// through a `@dimen/` reference (a `<dimen>` holding a number, or an `<item type="dimen" format="float">`), and
/// multiplies the item color's alpha by it.
@Suite("Android: color state list alpha from resources")
struct AndroidStateListAlphaTests {
    static let run = AndroidTestSupport.FixtureRun("android-state-list-alpha-resources")

    /// `android:alpha="@dimen/emphasis_strong"` (0.87): #202020 at 222/255.
    @Test func anAlphaDimensionOfAnotherModuleIsApplied() throws {
        let (foreground, background) = try Self.run.lightColors("depth_label")
        #expect(foreground == "#202020de")
        #expect(background == "#ffffff")
    }

    /// `app:alpha="@dimen/emphasis_soft"`, a float item (0.6), through the text appearance: 153/255.
    @Test func aFloatItemAlphaIsAppliedThroughATextAppearance() throws {
        let (foreground, _) = try Self.run.lightColors("note_label")
        #expect(foreground == "#20202099")
    }
}
