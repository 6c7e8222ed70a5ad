import Foundation
import LegiblePalette

/// Layouts a preference screen (`res/xml/*.xml`, `<PreferenceScreen>`) shows in a preference's dialog: an
/// `EditTextPreference`, `ListPreference` or any `DialogPreference` with `app:dialogLayout` (or
/// `android:dialogLayout`) `@layout/NAME`.
///
/// androidx.preference shows it in `PreferenceDialogFragmentCompat.onCreateDialog`, which builds an AppCompat
/// `AlertDialog.Builder(context)` in the hosting activity's context and hands it the inflated layout with
/// `setView(contentView)` (`onCreateDialogView` inflates `getDialogLayoutResource()`); the framework's
/// `android.preference.DialogPreference` does the same with the platform's builder. So the layout is the content of an
/// alert dialog (`AndroidLayoutHost.alertDialog`), themed by the theme's `alertDialogTheme`.
enum AndroidPreferenceDialogs {
    /// The attributes naming a preference's dialog layout.
    static let layoutAttributes = ["app:dialogLayout", "android:dialogLayout"]

    /// Layout (file name without `.xml`) → the preference element that shows it in a dialog, first in file order.
    static func layouts(in files: [(path: String, root: AndroidXMLElement)]) -> [String: SourceLocation] {
        var found: [String: SourceLocation] = [:]
        for (path, root) in files.sorted(by: { $0.path < $1.path }) {
            var stack = [root]
            while let element = stack.popLast() {
                stack += element.children.reversed()
                for attribute in layoutAttributes {
                    guard let raw = element.attributes[attribute], raw.hasPrefix("@layout/") else { continue }
                    let name = String(raw.dropFirst("@layout/".count))
                    if found[name] == nil { found[name] = SourceLocation(path: path, line: element.line) }
                }
            }
        }
        return found
    }
}
