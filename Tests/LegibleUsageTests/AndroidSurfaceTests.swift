import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Surfaces an app's styles decide, in the fixture app `Fixtures/android-surfaces/ledger` (issue 29): a Material
/// component's `materialThemeOverlay`; a window background drawn by a drawable with one solid fill; the app's alert
/// dialog overlay; material-dialogs' `md_background_color`; the container of Material buttons by their style.
@Suite("Android surfaces an app's styles decide")
struct AndroidSurfaceTests {
    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-surfaces/ledger")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    func pair(_ id: String, _ attribute: String = "android:textColor") throws -> ObservedPair {
        try #require(AndroidTestSupport.pair(Self.scan, id, attribute), "no \(attribute) pair for \(id)")
    }
    func hex(_ color: ObservedColor) -> String? { AndroidTestSupport.hex(color, .light, Self.palette) }

    /// `balance_card` is a `MaterialCardView` styled `Widget.Ledger.BalanceCard.Large`, whose parent sets
    /// `materialThemeOverlay`: the card's elevated fill (`?attr/colorSurfaceContainerLow`) and its text's
    /// `?attr/colorOnSurface` resolve in that overlay; a text beside the card keeps the activity theme's.
    @Test func aMaterialThemeOverlayInACardsStyleThemesTheCardAndItsContent() throws {
        let amount = try pair("balance_amount")
        #expect(hex(amount.foreground) == "#0f3a12")
        #expect(hex(amount.background) == "#d7ead3", "\(amount.evidence)")
        #expect(amount.review == nil, "\(String(describing: amount.review))")
        let heading = try pair("accounts_heading")
        #expect(hex(heading.foreground) == "#1e1b16")
        #expect(hex(heading.background) == "#faf7f0")
    }

    /// `ReportsActivity`'s theme sets `android:windowBackground` to `@drawable/reports_window`, a `<layer-list>` around
    /// an `<inset>` `<shape>` with one `<solid>` fill: that fill is the window under the text, not the theme's
    /// `android:colorBackground`.
    @Test func aWindowBackgroundDrawableWithOneSolidFillIsTheWindowsColor() throws {
        let title = try pair("report_title")
        #expect(hex(title.background) == "#fff8e1", "\(title.evidence)")
        #expect(title.evidence.contains("reports_window"), "\(title.evidence)")
        #expect(title.review == nil, "\(String(describing: title.review))")
    }

    /// `Theme.Ledger` names its own `alertDialogTheme`, built on `ThemeOverlay.AppCompat.Dialog.Alert` and setting
    /// `android:colorBackground`: AppCompat tints the alert dialog's window with it, not with the library overlay's
    /// `?attr/colorBackgroundFloating`.
    @Test func anAlertDialogOverlaysColorBackgroundIsTheDialogsSurface() throws {
        let hint = try pair("rename_hint")
        #expect(hex(hint.background) == "#eceff1", "\(hint.evidence)")
        #expect(hint.evidence.contains("ThemeOverlay.Ledger.Alert"), "\(hint.evidence)")
        #expect(hint.review == nil, "\(String(describing: hint.review))")
    }

    /// `ExportPrompt` hands `dialog_export` to material-dialogs (`new MaterialDialog.Builder(activity)
    /// .customView(R.layout.dialog_export, true)`): the text sits on the theme's `md_background_color`, not on the
    /// activity's window.
    @Test func aMaterialDialogsCustomViewSitsOnTheThemesMdBackgroundColor() throws {
        let summary = try pair("export_summary")
        #expect(hex(summary.background) == "#e3f2fd", "\(summary.evidence)")
        #expect(summary.evidence.contains("md_background_color"), "\(summary.evidence)")
        #expect(summary.review == nil, "\(String(describing: summary.review))")
    }

    /// `WhatsNewDialog` (Kotlin) overrides `getTheme()` with a full-screen activity theme: its layout sits on that
    /// theme's `android:windowBackground`, not on a floating dialog's `colorBackgroundFloating` (issue 29: Open Food
    /// Facts' changelog dialog).
    @Test func aDialogFragmentsGetThemeOverrideGivesItsWindow() throws {
        let title = try pair("news_title")
        #expect(hex(title.background) == "#f4f1fa", "\(title.evidence)")
        #expect(title.evidence.contains("Theme.Ledger.News"), "\(title.evidence)")
        #expect(title.review == nil, "\(String(describing: title.review))")
    }

    /// `PinPadDialog` (Java) calls `setStyle(STYLE_NO_TITLE, R.style.Theme_Ledger_PinPad)`: the dialog theme's window
    /// background is under its layout.
    @Test func aDialogFragmentsSetStyleThemeGivesItsWindow() throws {
        let hint = try pair("pin_hint")
        #expect(hex(hint.background) == "#263238", "\(hint.evidence)")
        #expect(hint.review == nil, "\(String(describing: hint.review))")
    }

    /// `RecoveryPrompt` inflates its layout into a local over two lines (`View layout = activity.getLayoutInflater()
    /// .inflate(…)`) and hands the local to `.customView(layout, false)`: material-dialogs' surface, read on the
    /// syntax tree (Omni-Notes' password reset dialog), not the activity's window.
    @Test func aLocalInflatedOverTwoLinesAndHandedToCustomViewIsOnTheMaterialDialog() throws {
        let hint = try pair("recovery_hint")
        #expect(hex(hint.background) == "#e3f2fd", "\(hint.evidence)")
        #expect(hint.evidence.contains("md_background_color"), "\(hint.evidence)")
    }

    /// Without `md_background_color` in the theme, material-dialogs paints its own light or dark dialog theme's
    /// `colorBackgroundFloating`, which it picks at run time: the pair needs review, and is not put on the window.
    @Test func aMaterialDialogUnderAThemeWithoutMdBackgroundColorNeedsReview() throws {
        typealias T = AndroidTestSupport
        let files: [String: String] = [
            "app/src/main/AndroidManifest.xml":
                #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application android:theme="@style/Theme.Notes" /></manifest>"#,
            "app/src/main/res/values/colors.xml": T.values(
                #"<color name="ink">#202020</color><color name="page">#FFFFFF</color>"#),
            "app/src/main/res/values/themes.xml": T.values(
                #"<style name="Theme.Notes" parent="Theme.AppCompat.Light"><item name="android:colorBackground">@color/page</item></style>"#
            ),
            "app/src/main/res/layout/dialog_tags.xml": T.layout(
                #"<TextView android:id="@+id/tags_hint" android:textColor="@color/ink" />"#),
            "app/src/main/java/org/notes/TagsDialog.kt": """
            package org.notes

            fun showTags(context: Context) {
                MaterialDialog(context).show {
                    title(R.string.tags)
                    customView(R.layout.dialog_tags, scrollable = true)
                }
            }
            """,
        ]
        let project = AndroidProjectFiles.discover([T.project(files)])
        let scan = AndroidLayoutReader.read(project, palette: AndroidResourceReader.read(files: project.values))
        let hint = try #require(T.pair(scan, "tags_hint"))
        #expect(hint.review?.kind == .hostUnknown, "\(String(describing: hint.review)) \(hint.evidence)")
        #expect(hint.review?.detail.contains("md_background_color") == true)
    }

    /// `budget_save` is a `Widget.Material3.Button.TonalButton`: its container is the theme's
    /// `?attr/colorSecondaryContainer` (`@color/tonal_fill`), not the filled button's `?attr/colorPrimary`.
    @Test func aTonalButtonsTextIsOnColorSecondaryContainer() throws {
        let save = try pair("budget_save")
        #expect(hex(save.background) == "#d9e7cb", "\(save.evidence)")
        #expect(save.evidence.contains("colorSecondaryContainer"), "\(save.evidence)")
        #expect(save.review == nil, "\(String(describing: save.review))")
    }

    /// `budget_skip`'s `style=` is a theme overlay, which sets no view attribute: the button keeps the theme's
    /// `materialButtonStyle`, a text button, so its text is on the window (`@color/paper`).
    @Test func aButtonStyledWithAThemeOverlayKeepsTheThemesButtonStyle() throws {
        let skip = try pair("budget_skip")
        #expect(hex(skip.background) == "#faf7f0", "\(skip.evidence)")
        #expect(skip.review == nil, "\(String(describing: skip.review))")
    }

    /// `style="?attr/materialButtonOutlinedStyle"` (a library attribute the app's theme does not set) is the outlined
    /// button: no container, the text is on the window.
    @Test func anOutlinedButtonByItsThemeAttributeDrawsNoContainer() throws {
        let details = try pair("budget_details")
        #expect(hex(details.background) == "#faf7f0", "\(details.evidence)")
    }

    /// `TipsSheet : BottomSheetDialog(context, R.style.ThemeOverlay_Ledger_TipsSheet)`: the sheet is themed by that
    /// overlay, whose `bottomSheetStyle` sets `backgroundTint` `@color/tips_paper` — not the Material 3 default
    /// `?attr/colorSurfaceContainerLow` (`@color/paper_low`) of the app theme.
    @Test func aBottomSheetClassPassingAThemeToItsSuperclassTakesThatThemesSheet() throws {
        let body = try pair("tips_body")
        #expect(hex(body.background) == "#fff3e0", "\(body.evidence)")
        #expect(body.evidence.contains("TipsSheet.kt:7"), "\(body.evidence)")
        #expect(body.review == nil, "\(String(describing: body.review))")
    }

    /// `PayeeSheet` (Java) calls `super(context, …R.style.Theme_Design_Light_BottomSheetDialog)`: the design
    /// library's light sheet, white.
    @Test func aBottomSheetClassPassingTheDesignSheetThemeIsWhite() throws {
        let prompt = try pair("payee_prompt")
        #expect(hex(prompt.background) == "#ffffff", "\(prompt.evidence)")
        #expect(prompt.review == nil, "\(String(describing: prompt.review))")
    }

    /// A Material Components bottom sheet draws `?attr/colorSurface`, which the library lightens in a dark theme with
    /// an elevation overlay: at night (`Theme.MaterialComponents.DayNight`) the sheet's 16dp overlay (white at 14.8 %)
    /// over `#121212` draws `#353535`, not the plain surface.
    @Test func aMaterialComponentsSheetOnColorSurfaceAtNightIsTintedByItsElevationOverlay() throws {
        typealias T = AndroidTestSupport
        let theme =
            #"<style name="Theme.Share" parent="Theme.MaterialComponents.DayNight.NoActionBar"><item name="colorSurface">@color/sheet</item></style>"#
        let files: [String: String] = [
            "app/src/main/AndroidManifest.xml":
                #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application android:theme="@style/Theme.Share" /></manifest>"#,
            "app/src/main/res/values/colors.xml": T.values(
                #"<color name="ink">#202020</color><color name="sheet">#FFFFFF</color>"#),
            "app/src/main/res/values-night/colors.xml": T.values(
                #"<color name="ink">#EEEEEE</color><color name="sheet">#121212</color>"#),
            "app/src/main/res/values/themes.xml": T.values(theme),
            "app/src/main/res/layout/sheet_share.xml": T.layout(
                #"<TextView android:id="@+id/share_title" android:textColor="@color/ink" />"#),
            "app/src/main/java/org/share/ShareSheet.kt": """
            package org.share

            class ShareSheet : BottomSheetDialogFragment() {
                override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, state: Bundle?): View =
                    inflater.inflate(R.layout.sheet_share, container, false)
            }
            """,
        ]
        let project = AndroidProjectFiles.discover([T.project(files)])
        let scan = AndroidLayoutReader.read(project, palette: AndroidResourceReader.read(files: project.values))
        let pairs = scan.pairs.filter { $0.site.elementID == "@+id/share_title" }
        let pair = try #require(pairs.first)
        #expect(AndroidTestSupport.hex(pair.background, .light, Palette()) == "#ffffff", "\(pair.evidence)")
        #expect(AndroidTestSupport.hex(pair.background, .dark, Palette()) == "#353535", "\(pair.evidence)")
        #expect(pair.review == nil, "\(String(describing: pair.review))")
    }

    /// Material 3 enables the elevation overlay in every theme (`colorPrimary` over a fill equal to `colorSurface`):
    /// an all-black theme that makes the sheet's container (`colorSurfaceContainerLow`) equal `colorSurface` draws
    /// the sheet tinted, not black (found on an unseen app's AMOLED theme, 2026-11-29: asserted `#000000`, shown about
    /// `#080a0d`: Material 3's default dark `colorPrimary` #D0BCFF at 5.1 % for the sheet's 1dp gives `#0a090d`); the
    /// app's dark theme, whose container differs from its surface, draws the container as it is.
    @Test func aMaterial3SheetWhoseContainerIsTheSurfaceIsTintedByItsElevationOverlay() throws {
        typealias T = AndroidTestSupport
        let themes = """
            <style name="Theme.Vault" parent="Theme.Material3.Dark.NoActionBar">\
            <item name="colorSurface">#111318</item><item name="colorSurfaceContainerLow">#1B1B1F</item></style>\
            <style name="Theme.Vault.Amoled" parent="Theme.Vault">\
            <item name="colorSurface">#000000</item><item name="colorSurfaceContainerLow">#000000</item></style>
            """
        func sheetPairs(theme: String) -> [ObservedPair] {
            let files: [String: String] = [
                "app/src/main/AndroidManifest.xml":
                    #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application android:theme="@style/\#(theme)" /></manifest>"#,
                "app/src/main/res/values/colors.xml": T.values(#"<color name="ink">#E3E2E6</color>"#),
                "app/src/main/res/values/themes.xml": T.values(themes),
                "app/src/main/res/layout/sheet_icons.xml": T.layout(
                    #"<TextView android:id="@+id/icons_title" android:textColor="@color/ink" />"#),
                "app/src/main/java/org/vault/IconSheet.kt": """
                package org.vault

                class IconSheet : BottomSheetDialogFragment() {
                    override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, state: Bundle?): View =
                        inflater.inflate(R.layout.sheet_icons, container, false)
                }
                """,
            ]
            let project = AndroidProjectFiles.discover([T.project(files)])
            let scan = AndroidLayoutReader.read(project, palette: AndroidResourceReader.read(files: project.values))
            return scan.pairs.filter { $0.site.elementID == "@+id/icons_title" }
        }
        let amoled = sheetPairs(theme: "Theme.Vault.Amoled")
        let tinted = try #require(amoled.first)
        #expect(AndroidTestSupport.hex(tinted.background, .dark, Palette()) == "#0a090d", "\(tinted.evidence)")
        #expect(tinted.review == nil, "\(String(describing: tinted.review))")
        let dark = sheetPairs(theme: "Theme.Vault")
        let plain = try #require(dark.first)
        #expect(plain.review == nil, "\(String(describing: plain.review))")
        #expect(AndroidTestSupport.hex(plain.background, .dark, Palette()) == "#1b1b1f", "\(plain.evidence)")
    }

    /// `Theme.Material3Expressive.*` (material-components-android 1.13) is a Material 3 theme: a `MaterialButton`
    /// with no style fills with the theme's `colorPrimary`, not nothing.
    @Test func aMaterial3ExpressiveThemeGivesMaterial3ButtonFills() throws {
        typealias T = AndroidTestSupport
        let files: [String: String] = [
            "app/src/main/AndroidManifest.xml":
                #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application android:theme="@style/Theme.Tube"><activity android:name="org.tube.TubeActivity" /></application></manifest>"#,
            "app/src/main/res/values/colors.xml": T.values(
                #"<color name="paper">#FFFBFE</color><color name="brand">#6F4E37</color><color name="on_brand">#FFFFFF</color>"#
            ),
            "app/src/main/res/values/themes.xml": T.values(
                #"<style name="Theme.Tube" parent="Theme.Material3Expressive.Light.NoActionBar"><item name="android:colorBackground">@color/paper</item><item name="colorPrimary">@color/brand</item></style>"#
            ),
            "app/src/main/res/layout/activity_tube.xml": T.layout(
                #"<com.google.android.material.button.MaterialButton android:id="@+id/play" android:textColor="@color/on_brand" />"#
            ),
            "app/src/main/java/org/tube/TubeActivity.kt": """
            package org.tube

            class TubeActivity : AppCompatActivity() {
                override fun onCreate(state: Bundle?) {
                    super.onCreate(state)
                    setContentView(R.layout.activity_tube)
                }
            }
            """,
        ]
        let project = AndroidProjectFiles.discover([T.project(files)])
        let palette = AndroidResourceReader.read(files: project.values)
        let scan = AndroidLayoutReader.read(project, palette: palette)
        let play = try #require(T.pair(scan, "play"))
        #expect(T.hex(play.background, .light, palette) == "#6f4e37", "\(play.evidence)")
    }

    /// `GoalDialog` passes `Theme_Ledger_GlassDialog`, whose `android:windowBackground` is transparent: no panel is
    /// known under the text, so the pair needs review (not a check against a transparent color).
    @Test func aDialogWhoseThemesWindowIsTransparentNeedsReview() throws {
        let title = try pair("goal_title")
        #expect(title.review?.kind == .hostUnknown, "\(String(describing: title.review)) \(title.evidence)")
        #expect(title.review?.detail.contains("see-through") == true, "\(String(describing: title.review))")
    }
}
