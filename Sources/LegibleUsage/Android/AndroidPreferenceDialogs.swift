import Foundation
import LegibleJVMSyntax
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
///
/// A preference class of the app's code may name its layout itself (`classLayouts`): a class extending
/// `DialogPreference` (or `EditTextPreference`, `ListPreference`, `MultiSelectListPreference`, directly or through
/// its own base classes) that overrides `getDialogLayoutResource()` to return `R.layout.x`, or calls
/// `setDialogLayoutResource(R.layout.x)` (Kotlin `dialogLayoutResource = R.layout.x`): the dialog fragment shows
/// that layout the same way, in its AppCompat alert dialog.
enum AndroidPreferenceDialogs {
    /// The preference classes whose dialog shows `getDialogLayoutResource()` (androidx.preference and the
    /// framework's `android.preference`).
    static let dialogPreferenceClasses: Set<String> = [
        "DialogPreference", "EditTextPreference", "ListPreference", "MultiSelectListPreference",
    ]

    /// The layouts the preference classes `file` declares give their dialog.
    static func classLayouts(in file: JVMFile, index: JVMSymbolIndex) -> Set<String> {
        var found = Set<String>()
        for (type, _) in file.allTypes {
            guard let base = AndroidCodeHosts.platformSuperclass(of: type.name, index: index),
                dialogPreferenceClasses.contains(base)
            else { continue }
            func collect(_ e: JVMExpression) {
                JVMTreeWalk.statements([JVMStatement(.expression(e), line: e.line)]) { _ in
                } expression: { inner in
                    if let reference = inner.resourceReference, reference.kind == "layout", !reference.platform {
                        found.insert(reference.name)
                    }
                }
            }
            for function in type.members.functions {
                if function.name == "getDialogLayoutResource" {
                    JVMTreeWalk.statements(function.body ?? []) { s in
                        if case .return(let value?) = s.kind { collect(value) }
                    } expression: { _ in
                    }
                }
            }
            for body in type.members.initializers + type.members.functions.map({ $0.body ?? [] }) {
                JVMTreeWalk.statements(body) { s in
                    if case .assignment(let target, "=", let value) = s.kind,
                        AndroidDialogBuilders.assignedName(target) == "dialogLayoutResource"
                    {
                        collect(value)
                    }
                } expression: { e in
                    guard case .call(let callee, let arguments) = e.kind, let called = callee.calledName,
                        called.name == "setDialogLayoutResource",
                        called.receiver == nil || called.receiver?.kind == .name("this"),
                        let argument = arguments.first?.value
                    else { return }
                    collect(argument)
                }
            }
        }
        return found
    }

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
