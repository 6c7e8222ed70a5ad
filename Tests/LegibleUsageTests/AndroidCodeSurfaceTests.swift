import Testing
import LegibleCore
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Surfaces code decides, in `Fixtures/android-code-surfaces` (issue 29): a dialog or bottom sheet a file builds and
/// fills itself (`AndroidDialogWindows`), Material's elevation overlay on its surface (`AndroidElevationOverlay`), and
/// an `AppCompatButton` named as a class, which no Material inflater turns into a `MaterialButton`.
@Suite("Android surfaces code decides")
struct AndroidCodeSurfaceTests {
    static let pantryFiles = AndroidProjectFiles.discover([TestPaths.fixture("android-code-surfaces/pantry")])
    static let pantryPalette = AndroidResourceReader.read(files: pantryFiles.values)
    static let pantry = AndroidLayoutReader.read(pantryFiles, palette: pantryPalette)
    static let nightjarFiles = AndroidProjectFiles.discover([TestPaths.fixture("android-code-surfaces/nightjar")])
    static let nightjarPalette = AndroidResourceReader.read(files: nightjarFiles.values)
    static let nightjar = AndroidLayoutReader.read(nightjarFiles, palette: nightjarPalette)

    static func pair(_ scan: UsageScan, _ id: String) throws -> ObservedPair {
        try #require(
            AndroidTestSupport.pair(scan, id), "no pair for \(id): \(scan.diagnostics.map(\.message))")
    }

    /// `new BottomSheetDialog(this)` then `dialog.setContentView(view)` (Java, a view inflated from `sheet_share`) and
    /// `BottomSheetDialog(this).apply { setContentView(binding.root) }` (Kotlin, `SheetSortBinding`): the rows sit on
    /// Material 3's sheet, `colorSurfaceContainerLow`, which this app makes `colorSurface` (#FFFFFF by day, #000000 at
    /// night), so the sheet's 1dp elevation overlay (`colorPrimary` at 5.1 %) is composited: #F7F6FA and #0A090D.
    @Test func aBottomSheetBuiltInCodeIsTheHostOfItsContent() throws {
        for id in ["share_heading", "sort_heading"] {
            let heading = try Self.pair(Self.pantry, id)
            #expect(
                AndroidTestSupport.hex(heading.background, .light, Self.pantryPalette) == "#f7f6fa",
                "\(id): \(heading.evidence)")
            #expect(
                AndroidTestSupport.hex(heading.background, .dark, Self.pantryPalette) == "#0a090d",
                "\(id): \(heading.evidence)")
            #expect(heading.evidence.contains("bottom sheet"), "\(heading.evidence)")
            #expect(heading.evidence.contains("elevation overlay"), "\(heading.evidence)")
            #expect(heading.review == nil, "\(id): \(String(describing: heading.review))")
        }
    }

    /// `Dialog(this, R.style.ThemeOverlay_Pantry_LabelDialog).setContentView(R.layout.dialog_label)`: the window of
    /// that theme, its `android:windowBackground` (#FFF8E1 by day, #3E2723 at night).
    @Test func aDialogBuiltInCodeWithAThemeShowsThatThemesWindow() throws {
        let label = try Self.pair(Self.pantry, "label_text")
        #expect(AndroidTestSupport.hex(label.background, .light, Self.pantryPalette) == "#fff8e1", "\(label.evidence)")
        #expect(AndroidTestSupport.hex(label.background, .dark, Self.pantryPalette) == "#3e2723", "\(label.evidence)")
        #expect(label.evidence.contains("ThemeOverlay.Pantry.LabelDialog"), "\(label.evidence)")
        #expect(label.review == nil, "\(String(describing: label.review))")
    }

    /// The activities' own `setContentView(R.layout.…)` stay on their windows.
    @Test func anActivitysOwnContentStaysOnItsWindow() throws {
        for id in ["shelf_title", "recipe_title"] {
            let title = try Self.pair(Self.pantry, id)
            #expect(AndroidTestSupport.hex(title.background, .light, Self.pantryPalette) == "#ffffff", "\(id)")
            #expect(!title.evidence.contains("sheet"), "\(id): \(title.evidence)")
        }
    }

    /// Material Components' dark theme: `MaterialAlertDialogBuilder`'s surface is `colorSurface` #121212, with the
    /// 16dp elevation overlay (`colorOnSurface` white at 14.8 %): #353535. By day the overlay is off: #FFFFFF.
    @Test func aMaterialComponentsAlertDialogAtNightIsItsElevatedSurface() throws {
        let prompt = try Self.pair(Self.nightjar, "label_prompt")
        #expect(
            AndroidTestSupport.hex(prompt.background, .light, Self.nightjarPalette) == "#ffffff", "\(prompt.evidence)")
        #expect(
            AndroidTestSupport.hex(prompt.background, .dark, Self.nightjarPalette) == "#353535", "\(prompt.evidence)")
        #expect(prompt.review == nil, "\(String(describing: prompt.review))")
    }

    /// `androidx.appcompat.widget.AppCompatButton` under a Material Components theme: AppCompat's button text,
    /// `?android:attr/textColorPrimary` (#000000DE by day), not a Material button's `colorOnPrimary`, on AppCompat's
    /// bezel `?attr/colorButtonNormal` (#D6D7D7 by day, #5A595B at night), not `colorPrimary`.
    @Test func anAppCompatButtonNamedAsAClassIsNoMaterialButton() throws {
        let snooze = try Self.pair(Self.nightjar, "snooze")
        let palette = Self.nightjarPalette
        #expect(AndroidTestSupport.hex(snooze.foreground, .light, palette) == "#000000de", "\(snooze.evidence)")
        #expect(AndroidTestSupport.hex(snooze.background, .light, palette) == "#d6d7d7", "\(snooze.evidence)")
        #expect(AndroidTestSupport.hex(snooze.background, .dark, palette) == "#5a595b", "\(snooze.evidence)")
        #expect(snooze.review == nil, "\(String(describing: snooze.review))")
    }
}

extension AndroidCodeSurfaceTests {
    /// A `MaterialToolbar` with no background: the theme's `toolbarStyle` (on `Widget.MaterialComponents.Toolbar
    /// .Surface`, 4dp) draws `colorSurface` under the search field, #FFFFFF by day and at night #121212 with the 4dp
    /// elevation overlay: #282828.
    @Test func aMaterialToolbarDrawsItsToolbarStylesSurfaceWithItsElevationOverlay() throws {
        let search = try Self.pair(Self.nightjar, "search_alarms")
        #expect(
            AndroidTestSupport.hex(search.background, .light, Self.nightjarPalette) == "#ffffff", "\(search.evidence)")
        #expect(
            AndroidTestSupport.hex(search.background, .dark, Self.nightjarPalette) == "#282828", "\(search.evidence)")
        #expect(search.evidence.contains("toolbarStyle"), "\(search.evidence)")
        #expect(search.review == nil, "\(String(describing: search.review))")
    }
}
