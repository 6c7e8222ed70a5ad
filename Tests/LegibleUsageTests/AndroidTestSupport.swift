import Foundation
import Testing
import LegibleCore
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Helpers for the Android layout tests: small projects written to a temporary folder, and pair lookups.
enum AndroidTestSupport {
    /// Writes `files` (relative path → content) under a new temporary folder and returns the folder.
    static func project(_ files: [String: String]) -> String { TemporaryTree.write(files, prefix: "android") }

    static func values(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n\(body)\n</resources>\n"
    }

    static func layout(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="utf-8"?>
        <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto"
            android:id="@+id/root">
        \(body)
        </FrameLayout>
        """
    }

    /// A fixture project read as `legible pairs` reads it: its files, their palette, and the layouts' scan.
    struct FixtureRun {
        let files: AndroidProjectFiles
        let palette: Palette
        let scan: UsageScan

        init(_ fixture: String) {
            files = AndroidProjectFiles.discover([TestPaths.fixture(fixture)])
            palette = AndroidResourceReader.read(files: files.values)
            scan = AndroidLayoutReader.read(files, palette: palette)
        }

        /// The light foreground and background of the asserted pair of `id` for `attribute` (expected not to need
        /// review).
        func lightColors(_ id: String, _ attribute: String = "android:textColor") throws -> (String?, String?) {
            let pair = try #require(AndroidTestSupport.pair(scan, id, attribute), "no \(attribute) pair for \(id)")
            #expect(pair.review == nil, "\(String(describing: pair.review))")
            return (hex(pair.foreground, .light, palette), hex(pair.background, .light, palette))
        }
    }

    /// The pair of the element with `id` for `attribute` (`android:textColor`), if any.
    static func pair(_ scan: UsageScan, _ id: String, _ attribute: String = "android:textColor") -> ObservedPair? {
        scan.pairs.first {
            $0.site.elementID == "@+id/\(id)" && $0.site.location.keyPath?.hasSuffix("/@" + attribute) == true
        }
    }

    /// `#rrggbb` (or `#rrggbbaa` when translucent) of an observed color in `appearance`; palette colors are looked up
    /// in `palette` in day or night mode as the theme's appearance says.
    static func hex(_ color: ObservedColor?, _ appearance: Appearance, _ palette: Palette) -> String? {
        let variant: ColorVariant?
        switch color {
        case .named(let name): variant = palette.color(named: name)?.variant(for: appearance.isDark ? .dark : .light)
        case .inline(let c): variant = c.variant(for: appearance)
        case nil: variant = nil
        }
        guard let c = variant?.color else { return nil }
        return c.alpha < 1 ? c.hexRGBA : c.hexRGB
    }

    static func contrast(_ pair: ObservedPair, _ appearance: Appearance, _ palette: Palette) -> Double? {
        func color(_ o: ObservedColor) -> Color? {
            switch o {
            case .named(let name): palette.color(named: name)?.variant(for: appearance.isDark ? .dark : .light)?.color
            case .inline(let c): c.variant(for: appearance)?.color
            }
        }
        guard let fg = color(pair.foreground), let bg = color(pair.background) else { return nil }
        return WCAG2.contrastRatio(fg.srgb, bg.srgb)
    }
}
