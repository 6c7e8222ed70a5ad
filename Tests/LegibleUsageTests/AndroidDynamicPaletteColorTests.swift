import Testing
import LegiblePalette
@testable import LegibleUsage
import LegibleTestSupport

/// Wallpaper colors named directly (`@color/material_dynamic_neutral10`, `@color/m3_sys_color_dynamic_light_surface`,
/// `@android:color/system_accent1_600`) need review, not "not checked"; dynamic colors applied to one activity theme
/// that activity only.
@Suite("Android: wallpaper colors named directly, and dynamic colors per activity")
struct AndroidDynamicPaletteColorTests {
    typealias T = AndroidTestSupport

    static func pairs(_ scan: UsageScan, _ id: String) -> [ObservedPair] {
        scan.pairs.filter { $0.site.elementID == "@+id/\(id)" }
    }

    /// `values-v31` names material-components-android's wallpaper colors where `values` names the app's: the pair is
    /// the app's colors below Android 12 (asserted) and the wallpaper's from Android 12 (review, naming the color and
    /// the theme that names it).
    @Test func aLibraryWallpaperColorInAV31ThemeIsReviewWithTheOlderFoldersFixedVariant() throws {
        let (_, palette, scan) = AndroidCodeThemeTests.read("dynamic-palette-colors")
        let title = Self.pairs(scan, "note_title")
        #expect(title.count == 2, "\(title.map(\.condition)) \(scan.diagnostics.map(\.message))")
        let fixed = try #require(title.first { $0.review == nil })
        #expect(fixed.condition == "without dynamic color (Android 11 and below)")
        #expect(T.hex(fixed.foreground, .light, palette) == "#201a17")
        #expect(T.hex(fixed.background, .light, palette) == "#fffbf5")
        let dynamic = try #require(title.first { $0.review != nil })
        #expect(dynamic.review?.kind == .dynamicColor)
        #expect(dynamic.condition == "with dynamic color (Android 12+)")
        let detail = dynamic.review?.detail ?? ""
        #expect(detail.contains("@color/material_dynamic_neutral10"), "\(detail)")
        #expect(detail.contains("@android:color/system_neutral1_900"), "\(detail)")
        #expect(detail.contains("values-v31/themes.xml"), "\(detail)")
        #expect(!scan.diagnostics.contains { $0.message.contains("note_title") }, "\(scan.diagnostics)")
    }

    /// A layout naming the framework's `@android:color/system_accent1_600`: review, and no fixed variant (no values
    /// folder gives it another color).
    @Test func aFrameworkWallpaperColorNamedInALayoutNeedsReview() throws {
        let (_, _, scan) = AndroidCodeThemeTests.read("dynamic-palette-colors")
        let label = Self.pairs(scan, "note_label")
        #expect(label.count == 1, "\(label.map(\.condition)) \(scan.diagnostics.map(\.message))")
        #expect(label.first?.review?.kind == .dynamicColor)
        #expect(label.first?.review?.detail.contains("@android:color/system_accent1_600") == true)
        #expect(label.first?.review?.detail.contains("no fixed color") == true, "\(String(describing: label.first))")
        #expect(!scan.diagnostics.contains { $0.message.contains("note_label") }, "\(scan.diagnostics)")
    }

    /// The tones material-components-android's `values-v31` maps to the framework's palettes.
    @Test func libraryTonesNameTheirFrameworkColors() {
        typealias D = AndroidDynamicPaletteColors
        #expect(D.frameworkColor(of: "material_dynamic_neutral10") == "@android:color/system_neutral1_900")
        #expect(D.frameworkColor(of: "m3_ref_palette_dynamic_neutral_variant99") == "@android:color/system_neutral2_10")
        #expect(D.frameworkColor(of: "material_dynamic_primary100") == "@android:color/system_accent1_0")
        #expect(D.frameworkColor(of: "material_dynamic_tertiary0") == "@android:color/system_accent3_1000")
        #expect(D.frameworkColor(of: "m3_ref_palette_dynamic_neutral92") == nil)
        #expect(!D.isLibraryColor("material_dynamic_color_light_error"))
        #expect(D.isLibraryColor("m3_dynamic_default_color_primary_text"))
    }

    /// `applyToActivityIfAvailable(this)` themes AlbumActivity; `Looks.prepare(activity)` applies them only when
    /// `activity is SlideshowActivity`; AccountActivity, which calls the same helper, stays in the fixed theme.
    @Test func dynamicColorsAppliedToOneActivityThemeThatActivityOnly() throws {
        let (_, _, scan) = AndroidCodeThemeTests.read("activity-dynamic-colors")
        for (id, call) in [("album_title", "AlbumActivity.kt:10"), ("slideshow_title", "Looks.kt:9")] {
            let pairs = Self.pairs(scan, id)
            #expect(pairs.count == 2, "\(id): \(pairs.map(\.condition))")
            #expect(pairs.first { $0.review == nil }?.condition == "without dynamic color (Android 11 and below)")
            let dynamic = pairs.first { $0.review != nil }
            #expect(dynamic?.review?.kind == .dynamicColor)
            #expect(dynamic?.review?.detail.contains(call) == true, "\(id): \(String(describing: dynamic?.review))")
            #expect(dynamic?.review?.detail.contains("under the condition") == false)
        }
        let account = Self.pairs(scan, "account_title")
        #expect(account.count == 1, "\(account.map(\.condition)) \(account.map(\.review))")
        #expect(account.first?.review == nil)
        #expect(account.first?.condition == nil)
    }
}
