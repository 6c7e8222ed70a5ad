import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// What a layer under Android text draws, when the source says it (issue 29): a library's card style, a gradient of
/// literal stops, a Material Components filled text box; and views the source places apart from the text
/// (`Fixtures/android-surfaces/{library-card-style,gradient-stops,filled-text-box,placed-apart}`).
@Suite("Android surfaces: library card styles, gradients, filled boxes, views placed apart")
struct AndroidSurfaceLayerTests {
    typealias T = AndroidTestSupport

    static func read(_ fixture: String) -> (palette: Palette, scan: UsageScan) {
        let files = AndroidProjectFiles.discover([TestPaths.fixture("android-surfaces/\(fixture)")])
        let palette = AndroidResourceReader.read(files: files.values)
        return (palette, AndroidLayoutReader.read(files, palette: palette))
    }

    static func pairs(_ scan: UsageScan, _ id: String, _ attribute: String = "android:textColor") -> [ObservedPair] {
        scan.pairs.filter {
            $0.site.elementID == "@+id/\(id)" && $0.site.location.keyPath?.hasSuffix("/@" + attribute) == true
        }
    }

    /// The pair of `id` shown in `appearance`, asserted (no review).
    static func asserted(_ scan: UsageScan, _ id: String, _ appearance: Appearance) throws -> ObservedPair {
        let pair = try #require(pairs(scan, id).first { ($0.appearances ?? [appearance]).contains(appearance) })
        #expect(pair.review == nil, "\(id): \(String(describing: pair.review))")
        return pair
    }

    // MARK: A library card style

    static let cards = read("library-card-style")

    /// `style="@style/CardView"` is androidx cardview's own style (no color): the card is the theme's
    /// `cardBackgroundColor`, by day and by night, not "style not read".
    @Test func aLibraryCardStyleLeavesTheFillToTheThemesCardBackgroundColor() throws {
        let (palette, scan) = Self.cards
        let light = try Self.asserted(scan, "destination", .light)
        #expect(T.hex(light.foreground, .light, palette) == "#000000de")
        #expect(T.hex(light.background, .light, palette) == "#fff8e1")
        #expect(light.evidence.contains("the theme's cardBackgroundColor"), "\(light.evidence)")
        let dark = try Self.asserted(scan, "destination", .dark)
        #expect(T.hex(dark.background, .dark, palette) == "#37474f")
    }

    /// `CardView.Dark` sets `cardview_dark_background` itself, whatever the theme says.
    @Test func aLibraryCardStyleWithAColorDrawsItsOwn() throws {
        let (palette, scan) = Self.cards
        for appearance in [Appearance.light, .dark] {
            let pair = try Self.asserted(scan, "platform", appearance)
            #expect(T.hex(pair.foreground, appearance, palette) == "#ffffff")
            #expect(T.hex(pair.background, appearance, palette) == "#424242")
        }
    }

    // MARK: A gradient of literal stops

    static let gradients = read("gradient-stops")

    /// White text on `#8B0000 → #B71C1C → #D32F2F` is checked on the stop it contrasts least with, `#D32F2F`
    /// (4.98:1), naming the gradient.
    @Test func textOnAGradientIsCheckedOnItsWorstStop() throws {
        let (palette, scan) = Self.gradients
        for appearance in [Appearance.light, .dark] {
            let pair = try Self.asserted(scan, "hero_title", appearance)
            #expect(T.hex(pair.foreground, appearance, palette) == "#ffffff")
            #expect(T.hex(pair.background, appearance, palette) == "#d32f2f")
            #expect(pair.evidence.contains("hero_red.xml:4"), "\(pair.evidence)")
            #expect(pair.evidence.contains("#8B0000 10.01:1"), "\(pair.evidence)")
            #expect((T.contrast(pair, appearance, palette) ?? 0) < 5)
        }
        let subtitle = try Self.asserted(scan, "hero_subtitle", .light)
        #expect(T.hex(subtitle.background, .light, palette) == "#d32f2f")
    }

    /// A gradient whose end stop is not written ends transparent: its text needs review, naming the gradient.
    @Test func aGradientWithATransparentStopNeedsReview() throws {
        let (_, scan) = Self.gradients
        let pair = try #require(Self.pairs(scan, "caption").first)
        #expect(pair.review?.kind == .gradient)
        #expect(pair.review?.detail.contains("hero_fade.xml:3") == true, "\(String(describing: pair.review))")
    }

    // MARK: A Material Components filled text box

    /// The default FilledBox draws `?attr/colorOnSurface` at 12 % layered over `?attr/colorSurface` (1.1.0 and
    /// later): `#E0E0E0` by day, `#2E2E2E` by night.
    @Test func theFilledBoxIsOnSurfaceAtTwelvePercentOverTheSurface() throws {
        let (palette, scan) = Self.read("filled-text-box/current")
        let light = try Self.asserted(scan, "label_edit", .light)
        #expect(T.hex(light.foreground, .light, palette) == "#000000de")
        #expect(T.hex(light.background, .light, palette) == "#e0e0e0")
        let dark = try Self.asserted(scan, "label_edit", .dark)
        #expect(T.hex(dark.foreground, .dark, palette) == "#ffffff")
        #expect(T.hex(dark.background, .dark, palette) == "#2e2e2e")
        #expect(dark.evidence.contains("mtrl_filled_background_color"), "\(dark.evidence)")
    }

    /// material-components-android 1.0.x drew `#0A000000` over what lies behind the field, not over `colorSurface`.
    @Test func theOneZeroFilledBoxIsTranslucentBlackOverTheWindow() throws {
        let (palette, scan) = Self.read("filled-text-box/legacy")
        let pair = try Self.asserted(scan, "label_edit", .light)
        #expect(T.hex(pair.background, .light, palette) == "#0000000a")
        #expect(T.hex(pair.over, .light, palette) == "#ffffff")
    }

    // MARK: Views placed apart

    static let routes = read("placed-apart")

    /// `via` is right of `viaIcon`, which starts where `fromIcon` starts, right of `logo`; `duration` is right of a
    /// barrier at the end of `logo` and `warning`: no image is under either.
    @Test func constraintChainsAndBarriersPlaceTextBesideImages() throws {
        let (palette, scan) = Self.routes
        for id in ["from", "via", "duration"] {
            let pair = try Self.asserted(scan, id, .light)
            #expect(T.hex(pair.background, .light, palette) == "#ffffff", "\(id)")
        }
        let badge = try #require(Self.pairs(scan, "badge").first)
        #expect(badge.review?.kind == .image, "\(String(describing: badge.review))")
    }

    /// A CoordinatorLayout child with the app bar's scrolling behavior lies below the `AppBarLayout`.
    @Test func theScrollingBehaviorPlacesContentBelowTheAppBar() throws {
        let (palette, scan) = Self.routes
        let pair = try Self.asserted(scan, "status", .light)
        #expect(T.hex(pair.background, .light, palette) == "#ffffff")
    }
}
