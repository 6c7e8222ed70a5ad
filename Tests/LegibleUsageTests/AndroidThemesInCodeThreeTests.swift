import Foundation
import Testing
import LegiblePalette
import LegibleFiles
import LegibleUsage
import LegibleTestSupport

/// The themes a screen can really have (issue 29, session 15): every night mode an app following the system can be
/// in, and the activities a manifest declares.
@Suite("Android themes chosen in code, third round")
struct AndroidThemesInCodeThreeTests {
    typealias T = AndroidTestSupport

    /// `Theme.ShellApp.DayNight.DarkActionBar` is light by day (`Theme.MaterialComponents.Light.DarkActionBar`) and
    /// dark at night (`values-night`): "Dark" there names the action bar. Before: checked at night only.
    @Test func aDayNightThemeWithADarkActionBarIsCheckedDayAndNight() throws {
        let files = AndroidProjectFiles.discover([TestPaths.fixture("android-themes-in-code-3/daynight-action-bar")])
        let palette = AndroidResourceReader.read(files: files.values)
        let themes = AndroidLayoutReader.themes(files)
        #expect(Set(themes.map(\.night)) == [false, true])
        let scan = AndroidLayoutReader.read(files, palette: palette)
        let summary = try #require(T.pair(scan, "summary"))
        #expect(summary.review == nil)
        let checked: [(Appearance, String, String)] = [(.light, "#212121", "#fafafa"), (.dark, "#eeeeee", "#303030")]
        for (appearance, foreground, background) in checked {
            #expect(T.hex(summary.foreground, appearance, palette) == foreground, "\(appearance)")
            #expect(T.hex(summary.background, appearance, palette) == background, "\(appearance)")
        }
    }

    /// `TextEntryActivity` (in a shared module) is declared in no manifest: `activity_text_entry` is never shown.
    /// `screen_frame`, shown by the abstract `ScreenActivity`, is shown through `NotesActivity`, which the manifest
    /// declares. Before: both were checked as shown.
    @Test func aLayoutOnlyAnUndeclaredActivityShowsIsNotShown() throws {
        let files = AndroidProjectFiles.discover([TestPaths.fixture("android-themes-in-code-3/unlisted-activity")])
        let palette = AndroidResourceReader.read(files: files.values)
        let scan = AndroidLayoutReader.read(files, palette: palette)
        let entry = try #require(T.pair(scan, "text_entry_hint"))
        #expect(entry.review?.kind == .notShown)
        #expect(entry.review?.detail.contains("TextEntryActivity") == true, "\(String(describing: entry.review))")
        for id in ["frame_caption", "notes_title"] {
            let pair = try #require(T.pair(scan, id))
            #expect(pair.review == nil, "\(id)")
            #expect(T.hex(pair.foreground, .light, palette) == "#212121", "\(id)")
            #expect(T.hex(pair.background, .light, palette) == "#fafafa", "\(id)")
        }
    }
}
