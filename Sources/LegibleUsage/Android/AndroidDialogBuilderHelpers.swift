import LegibleJVMSyntax

/// A dialog builder an app's own function makes and returns (`fun Fragment.materialDialog(title: Int):
/// MaterialAlertDialogBuilder`, Java `static AlertDialog.Builder builder(Context c)`): a call of it is that builder,
/// so `materialDialog(R.string.x).setView(binding.root)` hands the layout to a `MaterialAlertDialogBuilder` and the
/// dialog it creates draws that builder's surface (`AndroidDialogSurface`), not the window of the dialog fragment whose
/// `onCreateDialog` calls it. Kotlin and Java give a call the type the function declares; a Kotlin function that
/// declares none returns what its body gives (`fun Context.dialog() = MaterialAlertDialogBuilder(this)`), read here
/// when every `return` value is a chain that starts at a builder's construction.
///
/// Every function of that name in the code read whose parameters can take the call's arguments
/// (`JVMFunction.accepts(argumentCount:)`) must return the same kind of builder: overloads that return different
/// builders (`materialDialog(title)` a Material alert dialog's, `materialDialog()` material-dialogs') are told apart by
/// the count of arguments only, and a name whose overloads the count does not separate is no builder.
///
/// A function may return the app's own class that wraps a builder (`class AlertDialogBuilder(context: Context) {
/// private val builder: AlertDialog.Builder = MaterialAlertDialogBuilder(context); fun setView(view: View?):
/// AlertDialogBuilder { builder.setView(view); return this } }`, returned by `DialogBuilder.newDialog()`): a content call
/// on it (`newDialog().setView(dialogView)`) hands the view to the builder the class holds, so it is that builder
/// (`wrappedBuilder`): the class's own `setView` / `setCustomTitle` / `customView` passes its parameter to the same call
/// on a property the class gives one kind of builder (its initializer and every assignment in the class construct that
/// kind, or, with none, the type it declares is one).
///
/// An app class may also extend a builder (`class AppDialog extends MaterialDialog.Builder`, `class Prompt(ctx:
/// Context) : AlertDialog.Builder(ctx)`, through the app's own base classes: `subclassedBuilder`): an instance of it is
/// that builder, and the content calls its own code makes without a receiver (`customView(R.layout.x, false)` in its
/// constructor) are that builder's. material-dialogs' builder paints the dialog with the color its code gives it
/// (`backgroundColorRes(R.color.x)`, `backgroundColor(…)`, `backgroundColorAttr(R.attr.x)`: material-dialogs 0.9
/// `DialogInit.init` sets a `GradientDrawable` of `builder.backgroundColor` as the window background, ahead of the
/// theme's `md_background_color`): `background` reads it in the class and its app superclasses, the class's own
/// first (its constructor runs after its superclass's).
enum AndroidDialogBuilderHelpers {
    /// The builder an app class extends, directly or through its own base classes: the library superclass as written
    /// (`MaterialDialog.Builder`), when it is one of the builder classes (`AndroidDialogBuilders.kinds`) whose name
    /// says it is a builder (not a dialog class such as material-dialogs 3's `MaterialDialog`).
    static func subclassedBuilder(_ name: String, index: JVMSymbolIndex) -> AndroidLayoutHost? {
        guard let base = AndroidCodeHosts.platformSuperclassWritten(of: name, index: index) else { return nil }
        let written = base.qualifier.map { "\($0).\(base.name)" } ?? base.name
        guard written.contains("Builder") else { return nil }
        return AndroidDialogBuilders.Resolver.kind(named: written, index: index)
    }

    /// The calls of material-dialogs' builder that set the dialog's background color.
    static let backgroundCalls: Set<String> = ["backgroundColor", "backgroundColorRes", "backgroundColorAttr"]

    /// The color a background call's argument names: `R.color.x` (`@color/x`), `R.attr.x` (`?attr/x`), or the one
    /// such reference inside it (`ContextCompat.getColor(ctx, R.color.x)`); nil for anything else (`Color.WHITE`).
    static func backgroundColor(_ argument: JVMExpression) -> String? {
        var found: Set<String> = []
        JVMTreeWalk.statements([JVMStatement(.expression(argument), line: argument.line)]) { _ in
        } expression: { e in
            guard let reference = e.resourceReference, reference.kind == "color" || reference.kind == "attr" else {
                return
            }
            let prefix = reference.kind == "color" ? "@" : "?"
            found.insert("\(prefix)\(reference.platform ? "android:" : "")\(reference.kind)/\(reference.name)")
        }
        return found.count == 1 ? found.first : nil
    }

    /// The background color the code of app class `name` (or of its app superclasses, the nearest first) gives the
    /// builder it is, with the line of the call: one color in the nearest class calling `backgroundCalls` on itself;
    /// nil when none does or that class gives several.
    static func background(ofClass name: String, index: JVMSymbolIndex) -> (raw: String, path: String, line: Int)? {
        var seen: Set<String> = []
        var current = name
        while seen.insert(current).inserted, let entry = index.types[current]?.first {
            var found: [(raw: String?, line: Int)] = []
            let bodies = entry.type.members.initializers + entry.type.members.functions.map { $0.body ?? [] }
            for body in bodies {
                JVMTreeWalk.statements(body) { _ in
                } expression: { e in
                    guard case .call(let callee, let arguments) = e.kind, let (called, receiver) = callee.calledName,
                        backgroundCalls.contains(called), receiver == nil || receiver?.kind == .name("this"),
                        let argument = arguments.first?.value
                    else { return }
                    found.append((backgroundColor(argument), e.line))
                }
            }
            if let first = found.first {
                guard let raw = first.raw, found.allSatisfy({ $0.raw == raw }) else { return nil }
                return (raw, entry.file.path, first.line)
            }
            guard let superclass = entry.type.supertypes.first else { return nil }
            current = superclass
        }
        return nil
    }

    /// The kind of builder the app's functions named `name` taking `argumentCount` arguments return, if all agree.
    static func returnedBuilder(of name: String, argumentCount: Int, index: JVMSymbolIndex)
        -> AndroidLayoutHost?
    {
        let candidates = (index.functions[name] ?? []).filter { $0.value.accepts(argumentCount: argumentCount) }
        guard !candidates.isEmpty else { return nil }
        var kinds: Set<AndroidLayoutHost> = []
        for candidate in candidates {
            guard let kind = returned(by: candidate.value, in: candidate.file, index: index) else { return nil }
            kinds.insert(kind)
        }
        return kinds.count == 1 ? kinds.first : nil
    }

    /// The builder one function returns: its declared return type, else (Kotlin) what every `return` gives.
    static func returned(by function: JVMFunction, in file: JVMFile, index: JVMSymbolIndex) -> AndroidLayoutHost? {
        if let declared = function.returnType {
            let written = declared.filter { $0 != "?" }
            return AndroidDialogBuilders.Resolver.kind(named: written, index: index)
                ?? wrappedBuilder(written.split(separator: ".").last.map(String.init) ?? written, index: index)
        }
        guard file.language == .kotlin, let body = function.body else { return nil }
        var kinds: Set<AndroidLayoutHost> = []
        var unknown = false
        JVMTreeWalk.statements(body) { s in
            guard case .return(let value) = s.kind else { return }
            guard let value, let kind = constructed(value, index: index) else {
                unknown = true
                return
            }
            kinds.insert(kind)
        } expression: { _ in
        }
        return !unknown && kinds.count == 1 ? kinds.first : nil
    }

    /// The builder the app's class `name` wraps: the kind of the property its content calls forward their view to.
    static func wrappedBuilder(_ name: String, index: JVMSymbolIndex) -> AndroidLayoutHost? {
        guard let entries = index.types[name], entries.count == 1, let type = entries.first?.type else { return nil }
        var forwardedTo = Set<String>()
        for function in type.members.functions where AndroidDialogBuilders.contentCalls.contains(function.name) {
            guard let parameter = function.parameters.first?.name else { continue }
            JVMTreeWalk.statements(function.body ?? []) { _ in
            } expression: { e in
                guard case .call(let callee, let arguments) = e.kind, let called = callee.calledName,
                    called.name == function.name, arguments.first?.value.kind == .name(parameter),
                    let receiver = called.receiver
                else { return }
                switch receiver.kind {
                case .name(let property): forwardedTo.insert(property)
                case .member(let base, let property, _) where base.kind == .name("this"): forwardedTo.insert(property)
                default: break
                }
            }
        }
        guard forwardedTo.count == 1, let property = forwardedTo.first,
            let declared = type.members.properties.first(where: { $0.name == property })
        else { return nil }
        // The values the class gives the property: its initializer, and assignments in its initializers and functions.
        var values = declared.initializer.map { [$0] } ?? []
        let bodies = type.members.initializers + type.members.functions.map { $0.body ?? [] }
        for body in bodies {
            JVMTreeWalk.statements(body) { s in
                guard case .assignment(let target, "=", let value) = s.kind,
                    AndroidDialogBuilders.assignedName(target) == property
                else { return }
                values.append(value)
            } expression: { _ in
            }
        }
        if values.isEmpty {
            return declared.type.flatMap {
                AndroidDialogBuilders.Resolver.kind(named: $0.filter { $0 != "?" }, index: index)
            }
        }
        let kinds = values.map { constructed($0, index: index) }
        guard let first = kinds.first, let kind = first, kinds.allSatisfy({ $0 == kind }) else { return nil }
        return kind
    }

    /// The builder a Kotlin chain starts at: `MaterialAlertDialogBuilder(ctx)`, `AlertDialog.Builder(ctx).setTitle(…)`,
    /// either branch of an `if` that both construct the same kind.
    static func constructed(_ e: JVMExpression, index: JVMSymbolIndex, depth: Int = 0) -> AndroidLayoutHost? {
        guard depth < AndroidDialogBuilders.Resolver.maxDepth else { return nil }
        switch e.kind {
        case .call(let callee, _):
            if let path = callee.dottedPath, let kind = AndroidDialogBuilders.Resolver.kind(named: path, index: index) {
                return kind
            }
            if case .member(let base, _, _) = callee.kind { return constructed(base, index: index, depth: depth + 1) }
            return nil
        case .conditional(_, let a, let b?):
            let kind = constructed(a, index: index, depth: depth + 1)
            return kind == constructed(b, index: index, depth: depth + 1) ? kind : nil
        default: return nil
        }
    }
}
