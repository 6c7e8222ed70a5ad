import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Themes a chooser picks in code reach every activity they reach (issue 29, cause 1), each checked under every theme
/// the chooser can return.
@Suite("Android: every theme a chooser in code can pick, on every activity it reaches")
struct AndroidThemeChooserTests {
    typealias T = AndroidTestSupport

    static func read(_ fixture: String) -> (palette: Palette, scan: UsageScan) {
        let files = AndroidProjectFiles.discover([TestPaths.fixture("android-themes/\(fixture)")])
        let palette = AndroidResourceReader.read(files: files.values)
        return (palette, AndroidLayoutReader.read(files, palette: palette))
    }

    static let ledger = read("callbacks-java")
    static let harbor = read("base-kotlin")
    static let lanterns = read("callbacks-unread")

    /// The window color under a text, one per theme the text is checked in.
    static func backgrounds(_ app: (palette: Palette, scan: UsageScan), _ id: String) -> Set<String> {
        guard let pair = T.pair(app.scan, id) else { return [] }
        return Set((pair.appearances ?? [.light]).compactMap { T.hex(pair.background, $0, app.palette) })
    }

    /// Java: the `Application` registers lifecycle callbacks that call `LookPreference.applyTo(activity)`; the helper
    /// sets the style a preference names in a `HashMap` filled in a `static { }` block. Every activity without a
    /// theme of its own is checked under paper, ink and slate (not the manifest's launch theme).
    @Test func aChooserInTheApplicationsCallbacksReachesEveryActivity() throws {
        let pair = try #require(T.pair(Self.ledger.scan, "accounts_title"))
        #expect(pair.review == nil, "\(String(describing: pair.review))")
        #expect(Self.backgrounds(Self.ledger, "accounts_title") == ["#fffdf7", "#10141c", "#3a4250"])
    }

    /// An activity's manifest theme gives way to the chooser's, which `onActivityPreCreated` applies before the
    /// activity's `onCreate`.
    @Test func theChoosersThemesReplaceAnActivitysManifestTheme() {
        #expect(Self.backgrounds(Self.ledger, "report_title") == ["#fffdf7", "#10141c", "#3a4250"])
    }

    /// `PrintPreviewActivity` calls `setTheme(R.style.Theme_Ledger_Print)` itself, after the chooser: print alone.
    @Test func anActivityThatSetsItsOwnFixedThemeKeepsIt() {
        #expect(Self.backgrounds(Self.ledger, "print_preview_title") == ["#ffffff"])
    }

    /// Kotlin: `HarborActivity.onCreate` calls `setTheme(Looks.current(this).themeRes)`; the helper's `when` returns
    /// `Look` objects built with a style (`class Look(val themeRes: Int, …)`), one through a private helper that
    /// follows the system. The activities extending it, directly or not, get day, night and fog — fog named by
    /// its style, since day is already the light appearance.
    @Test func aBaseActivitysHelperReachesItsSubclassesUnderEveryLook() throws {
        for id in ["dock_heading", "berth_heading"] {
            let pair = try #require(T.pair(Self.harbor.scan, id))
            #expect(pair.review == nil, "\(id): \(String(describing: pair.review))")
            #expect(Self.backgrounds(Self.harbor, id) == ["#f7f9fb", "#0a0f16", "#c9ced6"], "\(id)")
            #expect(
                pair.appearances?.contains(.theme("Theme.Harbor.Fog", isDark: false)) == true,
                "\(pair.appearances ?? [])")
        }
    }

    /// `ChartActivity` passes a map of its looks to a helper class (`ThemeApplier.applyFrom(styles)`) whose
    /// `setTheme` reads the map parameter: the caller's map gives the activity's themes, day and night.
    @Test func aHelpersParameterTakesEachCallersArgument() throws {
        let pair = try #require(T.pair(Self.harbor.scan, "chart_heading"))
        #expect(pair.review == nil, "\(String(describing: pair.review))")
        #expect(Self.backgrounds(Self.harbor, "chart_heading") == ["#f7f9fb", "#0a0f16"])
    }

    /// `AboutActivity` does not extend the base activity and sets day itself: day alone.
    @Test func anActivityOutsideTheBaseKeepsItsOwnTheme() {
        #expect(Self.backgrounds(Self.harbor, "about_heading") == ["#f7f9fb"])
    }

    /// The callbacks' chooser reads a skin library not in the code read: the activities it reaches need review
    /// ("theme in code") naming the call — `GalleryActivity`'s manifest theme is not asserted, and `KioskActivity`'s
    /// own `setTheme` comes before `super.onCreate`, inside which `onActivityCreated` runs and may replace it.
    @Test func anUnknownChooserMakesTheActivitiesItReachesNeedReview() throws {
        for (id, activity) in [("gallery_caption", "GalleryActivity"), ("kiosk_caption", "KioskActivity")] {
            let pair = try #require(T.pair(Self.lanterns.scan, id))
            #expect(pair.review?.kind == .themeInCode, "\(id): \(String(describing: pair.review))")
            #expect(pair.review?.detail.contains("SkinApplier.java:12") == true, "\(String(describing: pair.review))")
            #expect(pair.review?.detail.contains(activity) == true, "\(String(describing: pair.review))")
        }
    }

    /// `SlideActivity` sets its theme after `super.onCreate`, after the callback: its own theme is asserted.
    @Test func anActivitySettingItsThemeAfterTheCallbackIsNotReviewed() throws {
        let pair = try #require(T.pair(Self.lanterns.scan, "slide_caption"))
        #expect(pair.review == nil, "\(String(describing: pair.review))")
        #expect(Self.backgrounds(Self.lanterns, "slide_caption").contains("#231f1a"))
    }
}
