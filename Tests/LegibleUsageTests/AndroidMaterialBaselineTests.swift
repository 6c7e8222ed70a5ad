import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Every Material 3 default follows the material-components-android version the build pins
/// (`Fixtures/android-material-baseline`): up to 1.10.x a Material alert dialog and a modal bottom sheet draw
/// `colorSurface` tinted by the elevation overlay (6dp, 1dp), a filled card and a filled text field
/// `colorSurfaceVariant` (tags 1.10.0 and 1.11.0, `m3_comp_*_container_color`).
@Suite("Android: Material 3 component defaults of the library version the app pins")
struct AndroidMaterialBaselineTests {
    typealias T = AndroidTestSupport

    static func read(_ fixture: String) -> (UsageScan, Palette) {
        let files = AndroidProjectFiles.discover([TestPaths.fixture("android-material-baseline/\(fixture)")])
        let palette = AndroidResourceReader.read(files: files.values)
        return (AndroidLayoutReader.read(files, palette: palette), palette)
    }

    static func colors(_ scan: UsageScan, _ palette: Palette, _ id: String) throws -> (String?, String?) {
        let pair = try #require(T.pair(scan, id))
        #expect(pair.review == nil, "\(String(describing: pair.review))")
        return (T.hex(pair.foreground, .light, palette), T.hex(pair.background, .light, palette))
    }

    /// `"…:material:$versions.material"` with `versions.material = '1.10.0'`: the dialog is #FFFBFE with 27/255 of
    /// #6750A4 (6dp), the sheet 13/255 (1dp); text #1C1B1F.
    @Test func dialogAndSheetOf110AreTheSurfaceUnderTheElevationOverlay() throws {
        let (scan, palette) = Self.read("pinned-110")
        #expect(try Self.colors(scan, palette, "rename_message") == ("#1c1b1f", "#eee8f4"))
        #expect(try Self.colors(scan, palette, "tags_title") == ("#1c1b1f", "#f7f2f9"))
        let dialog = try #require(T.pair(scan, "rename_message"))
        #expect(dialog.evidence.contains("?attr/colorSurface"), "\(dialog.evidence)")
        #expect(!dialog.evidence.contains("colorSurfaceContainerHigh"), "\(dialog.evidence)")
    }

    /// The filled card and filled field of 1.10.0: colorSurfaceVariant #E7E0EC (1.11.0: surface-container-highest).
    @Test func filledCardAndFieldOf110AreTheSurfaceVariant() throws {
        let (scan, palette) = Self.read("pinned-110")
        #expect(try Self.colors(scan, palette, "entry_summary") == ("#49454f", "#e7e0ec"))
        #expect(try Self.colors(scan, palette, "entry_search") == ("#1c1b1f", "#e7e0ec"))
    }
}

/// A Material `TextInputLayout` whose field has focus when it is shown draws its label in the focused color
/// (`Fixtures/android-material-focused-label`): `<requestFocus/>` in the layout or `requestFocus()` in code gives
/// `?attr/colorPrimary`; a field nothing focuses keeps `?attr/colorOnSurfaceVariant`.
@Suite("Android: the floating label of a focused text field")
struct AndroidFocusedLabelTests {
    typealias T = AndroidTestSupport

    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-material-focused-label")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    static func hint(_ id: String) throws -> (fg: String?, bg: String?, evidence: String) {
        let pair = try #require(T.pair(scan, id, "android:textColorHint"), "no hint pair for \(id)")
        #expect(pair.review == nil, "\(String(describing: pair.review))")
        return (T.hex(pair.foreground, .light, palette), T.hex(pair.background, .light, palette), pair.evidence)
    }

    @Test func requestFocusInTheLayoutDrawsTheLabelInColorPrimary() throws {
        let (fg, bg, evidence) = try Self.hint("search_query")
        #expect(fg == "#c62828" && bg == "#ffffff", "\(String(describing: fg)) on \(String(describing: bg))")
        #expect(evidence.contains("<requestFocus/> in the layout"), "\(evidence)")
    }

    @Test func requestFocusInCodeDrawsTheLabelInColorPrimary() throws {
        let (fg, _, evidence) = try Self.hint("rename_field")
        #expect(fg == "#c62828")
        #expect(evidence.contains("requestFocus() (FinderActivity.java:22)"), "\(evidence)")
    }

    @Test func aFieldNothingFocusesKeepsTheRestingLabelColor() throws {
        let (fg, bg, _) = try Self.hint("note_field")
        #expect(fg == "#49454f" && bg == "#ffffff")
    }
}

/// Color resources a `values-v31` folder redefines as the framework's wallpaper colors
/// (`Fixtures/android-material-wallpaper-colors`): below Android 12 (`minSdk` 23) the fixed colors, asserted; from
/// Android 12 the wallpaper's, which needs review; a color no API-31 folder touches stays one pair.
@Suite("Android: colors Android 12 takes from the wallpaper")
struct AndroidWallpaperColorTests {
    typealias T = AndroidTestSupport

    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-material-wallpaper-colors")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    static func pairs(_ id: String) -> [ObservedPair] {
        scan.pairs.filter {
            $0.site.elementID == "@+id/\(id)" && $0.site.location.keyPath?.hasSuffix("/@android:textColor") == true
        }
    }

    @Test(arguments: ["empty_title", "reply_count"])
    func aRedefinedColorIsFixedBelowAndroid12AndTheWallpapersFromIt(id: String) throws {
        let variants = Self.pairs(id)
        #expect(variants.count == 2, "\(variants.map(\.condition))")
        let fixed = try #require(variants.first { $0.review == nil })
        #expect(T.hex(fixed.foreground, .light, Self.palette) == "#1c1a25")
        #expect(T.hex(fixed.background, .light, Self.palette) == "#fcf8ff")
        #expect(fixed.condition == "without dynamic color (Android 11 and below)")
        let dynamic = try #require(variants.first { $0.review != nil })
        #expect(dynamic.review?.kind == .dynamicColor)
        #expect(dynamic.condition == "with dynamic color (Android 12+)")
        let detail = dynamic.review?.detail ?? ""
        #expect(detail.contains("@android:color/system_neutral1_900 there (values-v31/colors.xml:5)"), "\(detail)")
    }

    @Test func aColorNoAPI31FolderRedefinesStaysOnePair() {
        let badge = Self.pairs("warning_badge")
        #expect(badge.count == 1 && badge.first?.review == nil && badge.first?.condition == nil, "\(badge)")
    }
}
