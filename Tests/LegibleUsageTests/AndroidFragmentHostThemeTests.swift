import Foundation
import Testing
import LegiblePalette
import LegibleFiles
import LegibleUsage
import LegibleTestSupport

/// Which themes a fragment's layout gets when activities of different themes share its container layout (issue 29):
/// the themes of the activities whose transactions place the fragment, not of every activity showing the container.
@Suite("Android fragment layouts in a shared container")
struct AndroidFragmentHostThemeTests {
    typealias T = AndroidTestSupport

    /// RedReader's shape: ComposeActivity (the user's theme) and SettingsActivity (`Reader.Settings`, `#333333`
    /// window) both show `single_fragment_layout.xml`; each puts its own fragment in the container. The compose
    /// fragment's text is never checked over the settings window, and the settings fragment's is.
    @Test func aFragmentsLayoutTakesTheThemesOfTheActivitiesPlacingIt() throws {
        let root = TestPaths.fixture("android-themes/shared-container")
        let files = AndroidProjectFiles.discover([root])
        let palette = AndroidResourceReader.read(files: files.values)
        let scan = AndroidLayoutReader.read(files, palette: palette)
        let compose = try #require(T.pair(scan, "compose_heading"))
        #expect(compose.review == nil, "\(String(describing: compose.review))")
        let userDark = Appearance.theme("Reader.Dark", isDark: true)
        #expect(compose.appearances == [.light, userDark])
        #expect([.light, userDark].map { T.hex(compose.foreground, $0, palette) } == ["#1d1b20", "#e6e0e9"])
        #expect([.light, userDark].map { T.hex(compose.background, $0, palette) } == ["#fbfbfb", "#000000"])
        let about = try #require(T.pair(scan, "about_version"))
        #expect(about.appearances?.contains(.dark) == true)
        #expect(T.hex(about.background, .dark, palette) == "#333333")
        #expect(T.hex(about.foreground, .dark, palette) == "#ffffff")
    }
}
