import Testing
import LegibleCore
import LegiblePalette
import LegibleTestSupport
@testable import LegibleUsage

/// Themes code applies to some activities only: a helper every activity calls that sets a theme under a test of the
/// activity's class (`Fixtures/android-themes/activity-type-themes`), and themes read from a typed-array resource by a
/// setting (`Fixtures/android-themes/typed-array-themes`).
@Suite("Android: themes applied to some activities only")
struct AndroidThemesForSomeActivitiesTests {
    typealias T = AndroidTestSupport

    static func read(_ fixture: String) -> (Palette, UsageScan) {
        let files = AndroidProjectFiles.discover([TestPaths.fixture("android-themes/\(fixture)")])
        let palette = AndroidResourceReader.read(files: files.values)
        return (palette, AndroidLayoutReader.read(files, palette: palette))
    }

    /// Every background the text with `id` is checked on, over its pairs and their appearances.
    static func backgrounds(_ scan: UsageScan, _ palette: Palette, _ id: String) -> Set<String> {
        var result = Set<String>()
        for pair in scan.pairs where pair.site.elementID == "@+id/\(id)" {
            #expect(pair.review == nil, "\(id): \(String(describing: pair.review))")
            for appearance in pair.appearances ?? [.light] {
                if let hex = T.hex(pair.background, appearance, palette) { result.insert(hex) }
            }
        }
        return result
    }

    /// `BaseActivity.onCreate` calls `ThemeManager.applyActivityTheme(this)`, whose `when (activity) { is
    /// MainActivity -> activity.setTheme(R.style.Theme_Inbox_Black) }` reaches `MainActivity` only, and
    /// `DraftThemes.apply(this)`, whose `if (activity instanceof ComposeActivity)` reaches `ComposeActivity` only: the
    /// main screen is on the manifest's paper (the black theme is a setting) or black, never draft paper; the composer
    /// on paper or draft paper, never black. (`SettingsActivity`, which no code theme reaches, is still checked under
    /// every theme the code applies, as any layout of a class without one.)
    @Test func aThemeUnderAnActivityTypeTestReachesThatActivityOnly() {
        let (palette, scan) = Self.read("activity-type-themes")
        #expect(Self.backgrounds(scan, palette, "main_title") == ["#fafaf0", "#000000"])
        #expect(Self.backgrounds(scan, palette, "compose_title") == ["#fafaf0", "#fff8e1"])
    }

    /// `ThemeHelper.setTheme(this, R.style.Player)` → `getThemeResource`: the `switch (theme)` case for
    /// `R.style.Player` takes `obtainTypedArray(R.array.theme_category_player)` (an `<integer-array>` of values-v21),
    /// and `ar.getResourceId(selectedIndex(context), -1)` is any of its styles: `Player` and `Dark.Player`; the
    /// library activity likewise gets the `<array>` `theme_category_library`'s `Library` and `Dark.Library`, not the
    /// player's. (The player's layout is also checked in the application theme `Library`, the "light" every layout
    /// shown in code themes keeps.)
    @Test func aThemeReadFromATypedArrayIsEveryStyleTheArrayLists() {
        let (palette, scan) = Self.read("typed-array-themes")
        let player = Self.backgrounds(scan, palette, "player_title")
        #expect(player.isSuperset(of: ["#e3f2fd", "#0d47a1"]) && !player.contains("#212121"))
        #expect(Self.backgrounds(scan, palette, "library_title") == ["#fafafa", "#212121"])
    }
}
