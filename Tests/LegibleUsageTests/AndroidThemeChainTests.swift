import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Themes a launcher's code picks (issue 29): a `setTheme` made on a parameter, followed back through every caller to
/// the activity passing `this`; a theme whose window shows the wallpaper.
@Suite("Android themes: followed through callers, and windows showing the wallpaper")
struct AndroidThemeChainTests {
    typealias T = AndroidTestSupport

    static func pairs(_ scan: UsageScan, _ id: String) -> [ObservedPair] {
        scan.pairs.filter { $0.site.elementID == "@+id/\(id)" }
    }

    /// `DeskActivity` → `new ScreenParts(this)` (Kotlin) → `LookTweaks(desk)` (Java) → `LookPicker.apply(desk, prefs)`
    /// → `target.setTheme(…)`: the desk layout is drawn in the two desk themes only, never in `OptionsTheme`, which
    /// only `OptionsActivity` applies.
    @Test func aThemeSetOnAParameterReachesTheActivityPassingThisThroughConstructors() throws {
        let (_, palette, scan) = AndroidCodeThemeTests.read("constructor-chain")
        let black = Appearance.theme("black", isDark: true)
        let clock = try #require(T.pair(scan, "desk_clock"))
        #expect(clock.review == nil, "\(String(describing: clock.review))")
        #expect(clock.appearances == [.light, .dark, black])
        #expect(
            [.light, .dark, black].map { T.hex(clock.foreground, $0, palette) } == ["#1a1a1a", "#dddddd", "#ffffff"])
        #expect(
            [.light, .dark, black].map { T.hex(clock.background, $0, palette) } == ["#f4f4f4", "#262626", "#000000"])
        // The options screen: its own theme (and the manifest's, which every layout keeps), never the black desk.
        let title = try #require(T.pair(scan, "options_title"))
        #expect(title.appearances?.contains(black) == false)
        #expect(title.appearances?.filter { $0.rawValue.hasPrefix("theme:OptionsTheme") }.count == 2)
    }

    /// A theme showing the wallpaper: text over the window (or over a translucent panel above it) needs review
    /// (wallpaper) in those themes, in a pair of its own; the opaque panel's and the black theme's pairs stay asserted.
    @Test func textOverTheWallpaperNeedsReviewInTheThemesShowingIt() throws {
        let (files, palette, scan) = AndroidCodeThemeTests.read("wallpaper-themes")
        let themes = AndroidLayoutReader.themes(files)
        #expect(
            Set(themes.map(\.base)) == [
                "HomeTheme", "HomeThemeTransparent", "HomeThemeSemiTransparent", "HomeThemeBlack",
            ])
        let black = Appearance.theme("black", isDark: true)

        // Over the window: only the black theme hides the wallpaper.
        let hint = Self.pairs(scan, "home_hint")
        #expect(hint.count == 2)
        let hintAsserted = try #require(hint.first { $0.review == nil })
        #expect(hintAsserted.appearances == [black])
        #expect(T.hex(hintAsserted.foreground, black, palette) == "#ffffff")
        #expect(T.hex(hintAsserted.background, black, palette) == "#000000")
        let hintWallpaper = try #require(hint.first { $0.review != nil })
        #expect(hintWallpaper.review?.kind == .wallpaper)
        #expect(hintWallpaper.review?.detail.contains("android:windowShowWallpaper true") == true)
        #expect(hintWallpaper.appearances?.contains(.light) == true)
        #expect(hintWallpaper.appearances?.contains(black) == false)
        #expect(hintWallpaper.appearances?.count == 6)

        // In the panel: opaque in HomeTheme and the black theme; transparent or translucent over the wallpaper else.
        let entry = Self.pairs(scan, "entry_name")
        #expect(entry.count == 2)
        let entryAsserted = try #require(entry.first { $0.review == nil })
        #expect(entryAsserted.appearances == [.light, .dark, black])
        #expect(
            [.light, .dark, black].map { T.hex(entryAsserted.background, $0, palette) } == [
                "#f8f8f8", "#303030", "#000000",
            ])
        let entryWallpaper = try #require(entry.first { $0.review != nil })
        #expect(entryWallpaper.review?.kind == .wallpaper)
        #expect(entryWallpaper.appearances?.count == 4)
        #expect(entryWallpaper.appearances?.contains(.light) == false)
    }

    /// `values-v31` makes `AppTheme` a DynamicColors child, `values` the app's own `BrandBase`: the "Android 11 and
    /// below" variant takes the app's text color from `values`, not the library default of the `-v31` theme. (Its
    /// background, a layer the walk found through the view's own `android:background`, still keeps the `-v31`
    /// theme's library value: not yet re-resolved.)
    @Test func belowAndroid12TheThemeOfTheOlderValuesFoldersGivesTheFixedColors() throws {
        let (_, palette, scan) = AndroidCodeThemeTests.read("api-split-dynamic")
        let size = Self.pairs(scan, "transfer_size")
        #expect(size.count == 2, "\(size.map(\.condition))")
        let fixed = try #require(size.first { $0.review == nil })
        #expect(fixed.condition == "without dynamic color (Android 11 and below)")
        #expect([.light, .dark].map { T.hex(fixed.foreground, $0, palette) } == ["#1e1a20", "#e8e0e8"])
        let dynamic = try #require(size.first { $0.review != nil })
        #expect(dynamic.review?.kind == .dynamicColor)
        #expect(dynamic.condition == "with dynamic color (Android 12+)")
    }
}
