import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Dead code is not the release app (issue 29, "what is shown"), in the fixture app `Fixtures/android-shown`: a layout
/// code names only under a condition that never holds in the release app (a release below the module's minSdk, a
/// helper that always returns false, `BuildConfig.DEBUG`) is not shown; a layout under a condition that may hold is
/// checked.
@Suite("Android: layouts shown only by code that never runs")
struct AndroidDeadCodeTests {
    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-shown")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    func pair(_ id: String) throws -> ObservedPair {
        try #require(AndroidTestSupport.pair(Self.scan, id), "no pair for \(id)")
    }

    /// `if (Build.VERSION.SDK_INT < MIN_SDK) setContentView(R.layout.activity_too_old)` with `MIN_SDK` the constant
    /// `LOLLIPOP_MR1` (22) and `minSdkVersion 22`: no device the app installs on takes the branch.
    @Test func aLayoutShownOnlyBelowTheMinSdkIsNotShown() throws {
        let text = try pair("too_old_text")
        #expect(text.review?.kind == .notShown, "\(String(describing: text.review))")
        #expect(text.review?.detail.contains("StartActivity.java:17") == true, "\(String(describing: text.review))")
        #expect(text.review?.detail.contains("constant condition at StartActivity.java:16") == true)
    }

    /// `if (Compat.hasHookFramework(this))`, a helper whose every `return` that can run gives false (the first is
    /// under `if (true || …)`).
    @Test func aLayoutShownOnlyWhenAHelperThatAlwaysReturnsFalseHoldsIsNotShown() throws {
        let text = try pair("hooked_text")
        #expect(text.review?.kind == .notShown, "\(String(describing: text.review))")
        #expect(text.review?.detail.contains("StartActivity.java:22") == true)
    }

    /// `if (BuildConfig.DEBUG) { … inflate(R.layout.dialog_debug, null) … }`: debug builds only.
    @Test func aLayoutShownOnlyInDebugBuildsIsNotShown() throws {
        let text = try pair("debug_text")
        #expect(text.review?.kind == .notShown, "\(String(describing: text.review))")
        #expect(text.review?.detail.contains("DebugMenu.kt:9") == true)
    }

    /// `SDK_INT < Build.VERSION_CODES.O` (26) with minSdk 22 may hold, and its `else` may run: both layouts are
    /// checked, ink #212121 on the paper window #fafafa.
    @Test func layoutsUnderConditionsThatMayHoldAreChecked() throws {
        for id in ["legacy_text", "start_title"] {
            let text = try pair(id)
            #expect(text.review == nil, "\(id): \(String(describing: text.review))")
            #expect(AndroidTestSupport.hex(text.foreground, .light, Self.palette) == "#212121", "\(id)")
            #expect(AndroidTestSupport.hex(text.background, .light, Self.palette) == "#fafafa", "\(id)")
        }
    }
}

/// A `<layer-list>` whose top layer is a line along one edge (`Fixtures/android-shown/…/drawable`): the fill is the
/// layer below it, or what is under the view when no layer covers it.
@Suite("Android: layer lists whose top layer is a line")
struct AndroidLayerLineTests {
    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-shown")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    func background(_ id: String) throws -> String? {
        let text = try #require(AndroidTestSupport.pair(Self.scan, id), "no pair for \(id)")
        #expect(text.review == nil, "\(id): \(String(describing: text.review))")
        return AndroidTestSupport.hex(text.background, .light, Self.palette)
    }

    /// `bg_top_rule`: one `gravity="top"` layer whose shape is `<size android:height="1dp">`, a rule #757575 above the
    /// text: the text sits on the card #e8eaf6 around it.
    @Test func aLayerListThatIsOnlyALineLeavesWhatIsUnderTheView() throws {
        #expect(try background("start_operator") == "#e8eaf6")
    }

    /// `bg_platform`: a fill #fff8e1 under an `android:height="1dp"` rule at the bottom: the fill.
    @Test func aLineOverAFillLeavesTheFill() throws {
        #expect(try background("start_platform") == "#fff8e1")
    }
}

/// A `<shape>` with its own `android:tint` (`Fixtures/android-shown/…/drawable`): drawn in the tint, not its fill.
@Suite("Android: shapes tinted by their own android:tint")
struct AndroidTintedShapeTests {
    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-shown")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    /// `bg_sheet`: a white-filled (#ffffff) shape tinted `@color/sheet_tint` in the default mode (src_in): #c5cae9.
    @Test func aShapeTintedInTheDefaultModeIsDrawnInTheTint() throws {
        let text = try #require(AndroidTestSupport.pair(Self.scan, "start_sheet"))
        #expect(text.review == nil, "\(String(describing: text.review))")
        #expect(AndroidTestSupport.hex(text.background, .light, Self.palette) == "#c5cae9")
    }

    /// `bg_fab_wash`: a `#1C000000` fill tinted in the default mode keeps its 11 % alpha: not the opaque tint.
    @Test func aShapeTintOverATranslucentFillNeedsReview() throws {
        let text = try #require(AndroidTestSupport.pair(Self.scan, "start_wash"))
        #expect(text.review?.kind == .customDrawing, "\(String(describing: text.review))")
        #expect(text.review?.detail.contains("takes the alpha of its fill #1C000000") == true)
    }

    /// `bg_banner`: an 11 % wash blended over the fill (`tintMode="src_atop"`): the color drawn is the two composed,
    /// not the fill alone.
    @Test func aShapeTintBlendedOverItsFillNeedsReview() throws {
        let text = try #require(AndroidTestSupport.pair(Self.scan, "start_banner"))
        #expect(text.review?.kind == .customDrawing, "\(String(describing: text.review))")
        #expect(text.review?.detail.contains("tintMode src_atop, bg_banner.xml:3") == true)
    }
}
