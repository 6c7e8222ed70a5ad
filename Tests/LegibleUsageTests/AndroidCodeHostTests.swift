import Foundation
import Testing
import LegiblePalette
import LegibleUsage

/// The window a class shows its layouts in, read on the Kotlin/Java syntax tree (issue 29): its superclass chain is
/// followed through every file read, so an app's own base classes (`BaseSheet`, `RoundedSheet`, `BaseModal`), each
/// in a file of its own, make their subclasses bottom sheets or dialogs, whatever they are named.
@Suite("Android hosts from the code's class hierarchy")
struct AndroidCodeHostTests {
    typealias T = AndroidTestSupport

    static func read(_ code: [String: String]) -> UsageScan {
        var all = code
        all["AndroidManifest.xml"] =
            #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application android:theme="@style/AppTheme" /></manifest>"#
        all["res/values/colors.xml"] = T.values(
            #"<color name="ink">#222222</color><color name="paper">#FFFFFF</color><color name="card">#E0F0FF</color>"#)
        all["res/values/themes.xml"] = T.values(
            """
            <style name="AppTheme" parent="Theme.MaterialComponents.DayNight.NoActionBar">
                <item name="android:colorBackground">@color/paper</item><item name="colorSurface">@color/card</item>
            </style>
            """)
        for (layout, id) in [
            ("sheet_rename", "rename_label"), ("sheet_export", "export_label"), ("dialog_confirm", "confirm_label"),
            ("fragment_list", "list_label"),
        ] {
            all["res/layout/\(layout).xml"] = T.layout(
                #"<TextView android:id="@+id/\#(id)" android:textColor="@color/ink" />"#)
        }
        let project = AndroidProjectFiles.discover([T.project(all)])
        let palette = AndroidResourceReader.read(files: project.values)
        return AndroidLayoutReader.read(project, palette: palette)
    }

    /// Kotlin: `RenameSheet : BaseSheet()`, `ExportSheet : RoundedSheet()`, `RoundedSheet : BaseSheet()`, and
    /// `BaseSheet : BottomSheetDialogFragment()`, each in its own file: both sheets' layouts sit on the sheet's
    /// `?attr/colorSurface`; a fragment whose base class extends `Fragment` stays on the window.
    @Test func aBaseBottomSheetInAnotherFileMakesItsSubclassesBottomSheets() {
        let scan = Self.read([
            "src/main/java/app/ui/BaseSheet.kt": """
            package app.ui

            abstract class BaseSheet : BottomSheetDialogFragment() {
                override fun onStart() { super.onStart() }
            }
            """,
            "src/main/java/app/ui/RoundedSheet.kt": "open class RoundedSheet : BaseSheet()\n",
            "src/main/java/app/rename/RenameSheet.kt": """
            package app.rename

            class RenameSheet : BaseSheet() {
                override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, state: Bundle?): View =
                    SheetRenameBinding.inflate(inflater, container, false).root
            }
            """,
            "src/main/java/app/export/ExportSheet.kt": """
            class ExportSheet : RoundedSheet() {
                override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, state: Bundle?): View {
                    return inflater.inflate(R.layout.sheet_export, container, false)
                }
            }
            """,
            "src/main/java/app/ui/BaseFragment.kt": "abstract class BaseFragment : Fragment()\n",
            "src/main/java/app/list/ListFragment.kt": """
            class ListFragment : BaseFragment() {
                val layout = R.layout.fragment_list
            }
            """,
        ])
        for (id, place) in [("rename_label", "RenameSheet.kt:5"), ("export_label", "ExportSheet.kt:3")] {
            let pair = T.pair(scan, id)
            // The sheet's colorSurface; at night with Material Components' 16dp elevation overlay.
            #expect(T.hex(pair?.background, .light, Palette()) == "#e0f0ff")
            #expect(T.hex(pair?.background, .dark, Palette()) == "#e4f2ff")
            #expect(
                pair?.evidence.hasPrefix("the surface of the bottom sheet that shows this layout (\(place))") == true)
        }
        #expect(T.pair(scan, "list_label")?.background == .named("paper"))
    }

    /// Java: `ConfirmDialog extends BaseModal`, `BaseModal extends AppCompatDialogFragment` in another file: the
    /// layout sits on the dialog's own window, AppCompat's dialog theme tinted `?attr/colorBackgroundFloating` (white
    /// by day, `#424242` by night: the theme does not set it), not on `colorSurface`.
    @Test func aJavaBaseDialogInAnotherFileMakesItsSubclassesDialogs() {
        let scan = Self.read([
            "src/main/java/app/BaseModal.java": """
            public abstract class BaseModal extends AppCompatDialogFragment {
                @Override public void onStart() { super.onStart(); }
            }
            """,
            "src/main/java/app/ConfirmDialog.java": """
            public class ConfirmDialog extends BaseModal {
                @Override
                public View onCreateView(LayoutInflater inflater, ViewGroup container, Bundle state) {
                    return inflater.inflate(
                        R.layout.dialog_confirm,
                        container,
                        false);
                }
            }
            """,
        ])
        let pair = T.pair(scan, "confirm_label")
        #expect((pair?.background).hexValues(in: Palette()) == ["light": "#ffffff", "dark": "#424242"])
        #expect(
            pair?.evidence.hasPrefix(
                "the surface of the dialog that shows this layout (ConfirmDialog.java:5), ?attr/colorBackgroundFloating"
            )
                == true)
    }
}
