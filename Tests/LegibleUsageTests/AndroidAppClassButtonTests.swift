import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Buttons of an app class built on `MaterialButton`, in the fixture app `Fixtures/android-app-class-buttons`: the
/// style each writes decides the fill, as for a `MaterialButton` tag (`MaterialButton` reads `backgroundTint` from the
/// style the layout writes whatever `defStyleAttr` the subclass passes). Filled styles put the label on
/// `colorPrimary` #0b5d7a, not on the window's #fbfcfd.
@Suite("Android: buttons of app classes built on MaterialButton")
struct AndroidAppClassButtonTests {
    static let run = AndroidTestSupport.FixtureRun("android-app-class-buttons")

    /// `style="?materialButtonStyle"`, which the theme sets to an app style built on `Widget.Material3.Button`.
    @Test func theThemesButtonStyleDrawsItsPrimaryFill() throws {
        let (foreground, background) = try Self.run.lightColors("book_button")
        #expect(foreground == "#ffffff")
        #expect(background == "#0b5d7a")
    }

    /// An attribute the app declares, naming an app style whose parent is `Widget.Material3.Button.Icon`.
    @Test func anAppIconButtonStyleDrawsItsPrimaryFill() throws {
        let (foreground, background) = try Self.run.lightColors("locate_button")
        #expect(foreground == "#ffffff")
        #expect(background == "#0b5d7a")
    }

    /// A text button draws no fill: its label is on the window.
    @Test func aTextButtonStyleDrawsNoFill() throws {
        let pair = try #require(AndroidTestSupport.pair(Self.run.scan, "later_button"))
        #expect(AndroidTestSupport.hex(pair.background, .light, Self.run.palette) == "#fbfcfd", "\(pair.evidence)")
    }
}
