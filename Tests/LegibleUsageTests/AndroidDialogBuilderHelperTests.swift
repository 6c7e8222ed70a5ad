import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// A dialog builder the app's own function returns (`Fixtures/android-dialog-builder-helpers`): a dialog fragment
/// that gets its builder from `recipePrompt(title)` (declared `: MaterialAlertDialogBuilder`) or
/// `servingsPrompt()` (an expression body constructing one) shows its content on the Material alert dialog's surface,
/// not on the dialog fragment's own `colorBackgroundFloating` window; so does one whose layout it reaches through a
/// getter (`binding.root` with `binding get() = _binding!!`): the one builder the fragment makes shows it.
@Suite("Android: dialog builders made by the app's own functions")
struct AndroidDialogBuilderHelperTests {
    typealias T = AndroidTestSupport

    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-dialog-builder-helpers")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    /// Material Components DayNight: `colorSurface` #FFFFFF by day; #121212 under the 16dp elevation overlay of
    /// `colorOnSurface` at night, #353535 (the dialog fragment's window would be #424242).
    @Test func aHelperReturningAMaterialAlertDialogBuilderShowsItsContentOnThatDialog() throws {
        for id in ["rename_recipe_label", "servings_label", "timer_label"] {
            let pair = try #require(T.pair(Self.scan, id), "\(id)")
            #expect(pair.review == nil, "\(id): \(String(describing: pair.review))")
            #expect(T.hex(pair.background, .light, Self.palette) == "#ffffff", "\(id): \(pair.evidence)")
            #expect(T.hex(pair.background, .dark, Self.palette) == "#353535", "\(id): \(pair.evidence)")
            #expect(pair.evidence.contains("Material alert dialog"), "\(id): \(pair.evidence)")
        }
    }

    /// `recipePrompt()` (no argument) is the overload declared `: AlertDialog.Builder`: an AppCompat alert dialog,
    /// `?attr/colorBackgroundFloating` (#424242 at night), not the Material one its one-argument namesake returns.
    @Test func anOverloadIsToldApartByItsArgumentCount() throws {
        let pair = try #require(T.pair(Self.scan, "delete_recipe_label"))
        #expect(T.hex(pair.background, .dark, Self.palette) == "#424242", "\(pair.evidence)")
        #expect(pair.evidence.contains("the surface of the alert dialog"), "\(pair.evidence)")
    }
}
