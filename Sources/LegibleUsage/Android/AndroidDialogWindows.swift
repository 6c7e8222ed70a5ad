import LegibleJVMSyntax

/// A dialog or bottom sheet a file creates in code and fills with `setContentView(…)`, read on the syntax tree
/// (`AndroidDialogBuilders` collects them with the builders' content):
///
/// - the window: a construction of a library window class (`kinds`: `BottomSheetDialog(ctx)`, Java `new
///   BottomSheetDialog(this)`, `Dialog(ctx, R.style.X)`, `AppCompatDialog(…)`, `ComponentDialog(…)`), or of an app
///   class built on one (`HabiticaBottomSheetDialog(this)` with `class HabiticaBottomSheetDialog : BottomSheetDialog(…)`,
///   `AndroidCodeHosts.windowKind`); reached as the receiver of `setContentView`, through a chain, a name the file
///   assigns it to or declares with its type, or as the receiver of a scope function whose lambda calls
///   `setContentView` on its receiver (`BottomSheetDialog(this).apply { setContentView(binding.root) }`);
/// - the content: the layouts of `setContentView`'s argument (`R.layout.NAME`, a view inflated from one, a binding's
///   root: `AndroidDialogBuilders.Resolver.layouts`);
/// - the theme: a non-platform `R.style.X` passed as the library constructor's second argument
///   (`Dialog(Context, int themeResId)`, `BottomSheetDialog(Context, int)`), or the theme an app class passes to its
///   library superclass (`AndroidCodeHosts.constructorTheme`). Without one, the window takes the app theme's
///   `dialogTheme` / `bottomSheetDialogTheme` (`AndroidDialogSurface`).
///
/// An unqualified `setContentView(…)` outside such a lambda is the activity's own: never a dialog's.
enum AndroidDialogWindows {
    /// The library window classes as written (a suffix of the dotted name, on a `.` boundary) and the window each is.
    static let kinds: [(written: String, host: AndroidLayoutHost)] = [
        ("BottomSheetDialog", .bottomSheet), ("AppCompatDialog", .dialog), ("ComponentDialog", .dialog),
        ("Dialog", .dialog),
    ]
    /// The call that hands a window its content.
    static let contentCall = "setContentView"
    /// Scope functions whose lambda runs with the window as its receiver.
    static let receiverScopes: Set<String> = ["apply", "run"]

    /// A window a construction makes: its kind, and the theme it is given (R.style spelling, the class it is passed
    /// to, the line).
    struct Window {
        var host: AndroidLayoutHost
        var theme: (style: String, superclass: String, path: String, line: Int)?
    }
}

extension AndroidDialogBuilders.Resolver {
    /// The window a construction makes: a library window class (`AndroidDialogWindows.kinds`), or an app class built
    /// on a dialog or bottom sheet.
    func constructedWindow(_ e: JVMExpression, path: String) -> AndroidDialogWindows.Window? {
        guard case .call(let callee, let arguments) = e.kind, let written = writtenCallee(callee, e) else { return nil }
        let simple = written.split(separator: ".").last.map(String.init) ?? written
        guard simple.first?.isUppercase == true else { return nil }
        if index.types[simple] != nil {
            guard let host = AndroidCodeHosts.windowKind(of: simple, index: index), host != .popup else { return nil }
            return AndroidDialogWindows.Window(
                host: host, theme: AndroidCodeHosts.constructorTheme(of: simple, index: index))
        }
        guard
            let host = AndroidDialogWindows.kinds.first(where: {
                written == $0.written || written.hasSuffix("." + $0.written)
            })?
            .host
        else { return nil }
        var window = AndroidDialogWindows.Window(host: host)
        if arguments.count >= 2, let style = arguments[1].value.resourceReference, style.kind == "style",
            !style.platform
        {
            window.theme = (style.name, simple, path, arguments[1].value.line)
        }
        return window
    }

    /// The window a receiver is: a chain starting at a construction, or a name the file assigns one to (or declares
    /// with a window type, which gives no theme).
    func window(of e: JVMExpression, path: String, depth: Int = 0) -> AndroidDialogWindows.Window? {
        guard depth < Self.maxDepth else { return nil }
        switch e.kind {
        case .call(let callee, _):
            if let window = constructedWindow(e, path: path) { return window }
            if case .member(let base, let name, _) = callee.kind, AndroidDialogWindows.receiverScopes.contains(name) {
                return window(of: base, path: path, depth: depth + 1)
            }
            return nil
        case .unary(let op, let operand, _) where op == "!!": return window(of: operand, path: path, depth: depth + 1)
        case .name(let name):
            for value in assigned[name] ?? [] {
                if let window = window(of: value, path: path, depth: depth + 1) { return window }
            }
            guard let type = typed[name]?.filter({ $0 != "?" }) else { return nil }
            let simple = type.split(separator: ".").last.map(String.init) ?? type
            if index.types[simple] != nil {
                guard let host = AndroidCodeHosts.windowKind(of: simple, index: index), host != .popup else {
                    return nil
                }
                return AndroidDialogWindows.Window(
                    host: host, theme: AndroidCodeHosts.constructorTheme(of: simple, index: index))
            }
            return AndroidDialogWindows.kinds.first { type == $0.written || type.hasSuffix("." + $0.written) }.map {
                AndroidDialogWindows.Window(host: $0.host)
            }
        default: return nil
        }
    }

    /// The windows and layouts one call hands content to: `window.setContentView(x)`, or a scope function on a
    /// window whose lambda calls `setContentView(x)` on its receiver.
    func windowContents(of e: JVMExpression, path: String) -> [(layout: String, window: AndroidDialogWindows.Window)] {
        guard case .call(let callee, let arguments) = e.kind, let (name, written) = callee.calledName,
            let receiver = written
        else { return [] }
        if name == AndroidDialogWindows.contentCall, let argument = arguments.first?.value,
            let window = window(of: receiver, path: path)
        {
            return layouts(in: argument).map { ($0, window) }
        }
        guard AndroidDialogWindows.receiverScopes.contains(name), let window = window(of: receiver, path: path) else {
            return []
        }
        var found: [(layout: String, window: AndroidDialogWindows.Window)] = []
        for argument in arguments {
            guard case .lambda(_, let body) = argument.value.kind else { continue }
            JVMTreeWalk.statements(body) { _ in
            } expression: { inner in
                guard case .call(let innerCallee, let innerArguments) = inner.kind,
                    let (innerName, innerReceiver) = innerCallee.calledName,
                    innerName == AndroidDialogWindows.contentCall,
                    innerReceiver == nil || innerReceiver?.kind == .name("this"),
                    let value = innerArguments.first?.value
                else { return }
                found += layouts(in: value).map { ($0, window) }
            }
        }
        return found
    }
}
