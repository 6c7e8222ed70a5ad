import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Material dynamic color as one variant of a pair (issue 29): the app's fixed theme colors are what a user sees below
/// Android 12 (the module's `minSdk`) or with dynamic color turned off (applied under a condition of the app's), and
/// that variant is asserted; the wallpaper's variant needs review. Unconditional dynamic color on a `minSdk` of 31 or
/// more leaves no fixed variant. Fixtures: `tidepool` (Kotlin, unconditional, `minSdk` 26 through a version
/// catalog), `harbor` (Java, unconditional, `minSdkVersion 31` through `rootProject.ext`), `lantern` (Kotlin, a
/// preference read before the call, `minSdk` 31).
@Suite("Android: dynamic color variants")
struct AndroidDynamicColorVariantTests {
    static func scan(_ fixture: String) -> UsageScan {
        AndroidLayoutReader.read(AndroidProjectFiles.discover([TestPaths.fixture("android-screens/" + fixture)]))
    }

    static func pairs(_ scan: UsageScan, _ id: String) -> [ObservedPair] {
        scan.pairs.filter {
            $0.site.elementID == "@+id/\(id)" && $0.site.location.keyPath?.hasSuffix("/@android:textColor") == true
        }
    }

    /// Unconditional, `minSdk` 26: Android 8–11 show the theme's `colorPrimary` (`@color/kelp`): asserted with that
    /// color, its condition naming the releases; the Android 12+ variant needs review. A fixed pair stays one pair.
    @Test func belowAndroid12TheFixedThemeColorsAreAVariantOfTheirOwn() throws {
        let scan = Self.scan("tidepool")
        let species = Self.pairs(scan, "sighting_species")
        #expect(species.count == 2, "\(species.map(\.condition))")
        let fixed = try #require(species.first { $0.review == nil }, "no asserted variant")
        #expect(fixed.foreground == .named("kelp"), "\(fixed.foreground)")
        #expect(fixed.condition == "without dynamic color (Android 11 and below)")
        let dynamic = try #require(species.first { $0.review != nil })
        #expect(dynamic.review?.kind == .dynamicColor)
        #expect(dynamic.condition == "with dynamic color (Android 12+)")
        #expect(dynamic.review?.detail.contains("LogbookApp.kt:9") == true, "\(dynamic.review?.detail ?? "")")
        let notes = Self.pairs(scan, "sighting_notes")
        #expect(notes.count == 1 && notes[0].review == nil && notes[0].condition == nil, "\(notes)")
    }

    /// The counts: the site with an asserted variant counts as asserted, its review variant as a review pair at no
    /// site of its own.
    @Test func aSiteWithAFixedVariantCountsAsAsserted() {
        let scan = Self.scan("tidepool")
        let counts = PairCounts(ObservedPairGroup.grouping(scan.pairs))
        #expect(counts.sites == 2, "\(counts)")
        #expect(counts.reviewPairs == 1 && counts.reviewSites == 0, "\(counts)")
    }

    /// Unconditional, `minSdkVersion 31`: no user sees the fixed colors: the whole pair needs review, and says why.
    @Test func minSdk31WithUnconditionalDynamicColorLeavesNoFixedVariant() throws {
        let scan = Self.scan("harbor")
        let high = Self.pairs(scan, "high_tide_label")
        #expect(high.count == 1, "\(high.map(\.condition))")
        #expect(high.first?.review?.kind == .dynamicColor)
        #expect(high.first?.condition == nil)
        #expect(high.first?.review?.detail.contains("minSdk 31 (build.gradle:9)") == true, "\(high)")
        #expect(Self.pairs(scan, "low_tide_label").first?.review == nil)
    }

    /// Behind a preference (`if (!prefs.getBoolean(KEY, false)) return` before the call), `minSdk` 31: a user with
    /// the setting off sees the fixed colors on every release.
    @Test func aPreferenceBeforeTheCallKeepsTheFixedVariant() throws {
        let scan = Self.scan("lantern")
        let heading = Self.pairs(scan, "shelf_heading")
        #expect(heading.count == 2, "\(heading.map(\.condition))")
        let fixed = try #require(heading.first { $0.review == nil })
        #expect(fixed.foreground == .named("lamp_amber"), "\(fixed.foreground)")
        #expect(fixed.condition == "without dynamic color (dynamic color off)")
        let dynamic = try #require(heading.first { $0.review != nil })
        #expect(
            dynamic.review?.detail.contains("WallpaperColors.kt:13 (getBoolean, prefs, KEY)") == true,
            "\(dynamic.review?.detail ?? "")")
    }
}
