import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Hosts and code colors of the fixture app `Fixtures/android-screens/pantry` (issue 29): hint colors of fields with no
/// hint, the window of each kind of dialog, and rows an adapter recolors in `onBindViewHolder`.
@Suite("Android screens: hints, dialog windows, rows recolored in code")
struct AndroidScreenHostTests {
    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-screens/pantry")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    func pair(_ id: String, _ attribute: String = "android:textColor") throws -> ObservedPair {
        try #require(AndroidTestSupport.pair(Self.scan, id, attribute), "no \(attribute) pair for \(id)")
    }
    func hex(_ color: ObservedColor, _ appearance: Appearance = .light) -> String? {
        AndroidTestSupport.hex(color, appearance, Self.palette)
    }

    // MARK: Hints

    /// `quantity_field` takes `android:textColorHint` from its style but has no hint: its hint color is never drawn.
    /// A hint on the field (`search_field`) or set by code (`binding.barcodeField.hint = …`) keeps the hint color a
    /// pair of its own. A hint on its `TextInputLayout` (`note_field`) is drawn by the layout, in the label color of
    /// its Material 3 default style (`?attr/colorOnSurfaceVariant`), not in the field's own hint color.
    @Test func aHintColorOnAFieldWithNoHintIsNotAPairButAHintAnywhereKeepsIt() throws {
        #expect(AndroidTestSupport.pair(Self.scan, "quantity_field", "android:textColorHint") == nil)
        #expect(try hex(pair("quantity_field").foreground) == "#1b1b1b")
        for id in ["search_field", "barcode_field"] {
            #expect(try hex(pair(id, "android:textColorHint").foreground) == "#6b6b6b", "\(id)")
        }
        #expect(try hex(pair("note_field", "android:textColorHint").foreground) == "#49454f")
    }

    // MARK: Dialogs

    /// `RenameShelfDialog : PantryDialog`, `PantryDialog : DialogFragment` (another file), inflating its layout in
    /// `onCreateView`: the dialog's own window, AppCompat's dialog theme tinted `?attr/colorBackgroundFloating`, not an
    /// alert dialog's `colorSurfaceContainerHigh`.
    @Test func aPlainDialogFragmentSitsOnTheDialogWindowsFloatingBackground() throws {
        let title = try pair("rename_title")
        #expect(hex(title.background) == "#f5f5f0")
        #expect(hex(title.background, .dark) == "#2a2a2a")
        #expect(title.evidence.contains("colorBackgroundFloating"), "\(title.evidence)")
        #expect(title.review == nil, "\(String(describing: title.review))")
    }

    /// `DiscardConfirm` (Java) returns a `MaterialAlertDialogBuilder(…).setView(R.layout.dialog_discard)` from
    /// `onCreateDialog`: the layout is on the Material alert dialog's `colorSurfaceContainerHigh`.
    @Test func aMaterialAlertDialogBuildersLayoutSitsOnItsSurface() throws {
        let message = try pair("discard_message")
        #expect(hex(message.background) == "#e8f0e0")
        #expect(message.evidence.contains("Material alert dialog"), "\(message.evidence)")
    }

    /// `AlertDialog.Builder(this).setView(layoutInflater.inflate(R.layout.dialog_units, null))` in the activity: the
    /// layout is on the alert dialog's window, whose overlay the app's theme names (`alertDialogTheme` →
    /// `ThemeOverlay.Pantry.Alert`, whose `android:windowBackground` is an inset shape filled with its `?attr/alertPaper`), not
    /// on the activity's.
    @Test func anAlertDialogBuildersInflatedViewSitsOnTheAppsAlertDialogWindow() throws {
        let label = try pair("units_label")
        #expect(hex(label.background) == "#fff8e1")
        #expect(label.evidence.contains("the alert dialog that shows this layout"), "\(label.evidence)")
        #expect(label.evidence.contains("alertDialogTheme overlay ThemeOverlay.Pantry.Alert"), "\(label.evidence)")
        #expect(label.evidence.contains("@drawable/alert_window"), "\(label.evidence)")
    }

    /// `ShelfPickerDialog : DialogFragment` builds an `AlertDialog.Builder` in `onCreateDialog` and hands its layout
    /// over through the app's own `withContent(binding.root)`: the layout is the alert dialog's content.
    @Test func aDialogFragmentBuildingAnAlertDialogShowsItsLayoutOnTheAlertDialog() throws {
        let label = try pair("shelf_pick_label")
        #expect(hex(label.background) == "#fff8e1")
        #expect(label.evidence.contains("the alert dialog that shows this layout (ShelfPickerDialog.kt:13)"))
    }

    // MARK: Rows recolored in onBindViewHolder

    /// `if (item.isStale) { holder.binding.itemExpiry.setTextColor(…R.color.stale) }`: the color holds on one branch.
    @Test func aRowTextColorSetOnOneBranchNeedsReview() throws {
        let expiry = try pair("item_expiry")
        #expect(expiry.review?.kind == .setInCode, "\(String(describing: expiry.review))")
        #expect(expiry.review?.detail.contains("PantryRowAdapter.kt:27") == true)
    }

    /// `setTextColor(if (item.starred) …R.color.basil else …R.color.ink)`: the argument is one of two colors.
    @Test func aRowTextColorAConditionChoosesNeedsReview() throws {
        let name = try pair("item_name")
        #expect(name.review?.kind == .setInCode, "\(String(describing: name.review))")
        #expect(name.review?.detail.contains("PantryRowAdapter.kt:24") == true)
    }

    /// `holder.binding.itemCount.setTextColor(…R.color.fresh)` and `holder.itemView.setBackgroundColor(…R.color.row_alt)`,
    /// both unconditional: the count is fresh green on the row root's fill.
    @Test func aRowColorSetOnEveryBindAndTheHoldersItemViewFillAreRead() throws {
        let count = try pair("item_count")
        #expect(hex(count.foreground) == "#1b5e20")
        #expect(hex(count.background) == "#f1f8e9")
        #expect(count.review == nil, "\(String(describing: count.review))")
    }
}
