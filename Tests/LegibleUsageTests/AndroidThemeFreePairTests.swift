import Foundation
import Testing
import LegiblePalette
import LegibleFiles
import LegibleUsage
import LegibleTestSupport

/// A theme that cannot change a pair (issue 29): where the text color and the layer under it are plain color
/// resources written on the views themselves, with no night or other alternative, no theme attribute and no style
/// between them, the pair is the same in every theme the app can be in, so a theme chosen in code that cannot be
/// known does not make it need review. A pair either side of which goes through the theme still does.
@Suite("Android pairs no theme can change")
struct AndroidThemeFreePairTests {
    typealias T = AndroidTestSupport

    static let read: (scan: UsageScan, palette: Palette) = {
        let files = AndroidProjectFiles.discover([TestPaths.fixture("android-theme-free-pairs")])
        let palette = AndroidResourceReader.read(files: files.values)
        return (AndroidLayoutReader.read(files, palette: palette), palette)
    }()

    static func pairs(_ id: String) -> [ObservedPair] {
        read.scan.pairs.filter { $0.site.elementID == "@+id/\(id)" }
    }

    /// Kotlin `GaugeActivity` and Java `HistoryActivity` apply `SkinManager.themeFor(this)` from a library not read:
    /// white `@color/banner_text` on the `@color/banner` row, and `@color/strip_text` on the `@color/strip` root, are
    /// asserted in every appearance, the evidence naming the call.
    @Test func plainColorsOnBothSidesAreAssertedWhateverTheTheme() throws {
        let palette = Self.read.palette
        for (id, text, layer, call) in [
            ("gauge_title", "#ffffff", "#0d47a1", "GaugeActivity.kt:10"),
            ("history_title", "#3e2723", "#fff9c4", "HistoryActivity.java:13"),
        ] {
            let pairs = Self.pairs(id)
            #expect(pairs.count == 1, "\(id)")
            for pair in pairs {
                #expect(pair.review == nil, "\(id): \(String(describing: pair.review))")
                for appearance in [Appearance.light, .dark] {
                    #expect(T.hex(pair.foreground, appearance, palette) == text, "\(id)")
                    #expect(T.hex(pair.background, appearance, palette) == layer, "\(id)")
                }
                #expect(pair.evidence.contains("the same in every theme"), "\(id): \(pair.evidence)")
                #expect(pair.evidence.contains(call), "\(id): \(pair.evidence)")
            }
        }
    }

    /// A theme attribute (`?attr/colorOnPrimary`), a style whose color is one (`@style/Meter.Caption`), a color with a
    /// `values-night` alternative, and a plain color on the theme's window background: the theme decides, review.
    @Test func aSideThroughTheThemeStillNeedsReview() {
        for id in ["gauge_unit", "gauge_caption", "gauge_reading", "gauge_footer"] {
            let pairs = Self.pairs(id)
            #expect(!pairs.isEmpty, "\(id)")
            for pair in pairs {
                #expect(pair.review?.kind == .themeInCode, "\(id): \(String(describing: pair.review))")
                #expect(pair.review?.detail.contains("GaugeActivity.kt:10") == true, "\(id)")
            }
        }
    }
}
