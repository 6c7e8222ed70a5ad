import LegibleJVMSyntax

/// The kind of window a Kotlin or Java class shows its layouts in, read on the syntax tree (`JVMSymbolIndex`):
///
/// - its superclass chain, resolved across every file read (`class RenameSheet : BaseSheet()` with
///   `abstract class BaseSheet : BottomSheetDialogFragment()` in another file is a bottom sheet), up to the first
///   class the code read does not declare (the platform's or a library's), which names the kind:
///   `…BottomSheetDialogFragment` / `…BottomSheetDialog` a bottom sheet, `…DialogFragment` / `…Dialog` a dialog,
///   `…PopupWindow` a popup;
/// - a dialog whose code calls `setStyle(style, theme)` with a theme other than `0`, or overrides `getTheme()`, shows
///   that theme's window background (`AndroidLayoutHost.themedDialog`; `dialogThemes` evaluates it);
/// - a class that creates a `PdfDocument` or a `Bitmap.createBitmap(…)` and calls `draw(…)` with a canvas
///   (`root.draw(page.canvas)`) renders what it inflates off screen (`AndroidLayoutHost.offscreen`).
enum AndroidCodeHosts {
    /// The host of the layouts `file` inflates: that of the first class declared in it that has one.
    static func host(of file: JVMFile, index: JVMSymbolIndex) -> AndroidLayoutHost? {
        for (type, _) in file.allTypes {
            guard let kind = windowKind(of: type.name, index: index) else { continue }
            guard kind == .dialog else { return kind }
            return dialogThemeExpressions(of: file, index: index).isEmpty ? .dialog : .themedDialog
        }
        return drawsOffscreen(file, index: index) ? .offscreen : nil
    }

    /// The window kind named by the superclass of `name` that the code read does not declare.
    static func windowKind(of name: String, index: JVMSymbolIndex) -> AndroidLayoutHost? {
        guard let superclass = platformSuperclass(of: name, index: index) else { return nil }
        if superclass.hasSuffix("BottomSheetDialogFragment") || superclass.hasSuffix("BottomSheetDialog") {
            return .bottomSheet
        }
        if superclass.hasSuffix("DialogFragment") || superclass.hasSuffix("Dialog") { return .dialog }
        return superclass.hasSuffix("PopupWindow") ? .popup : nil
    }

    /// A theme a dialog or bottom-sheet class passes to its library superclass's constructor, and where.
    struct ClassTheme: Hashable {
        /// The style's name as the resources write it (`SheetDialog`, `Theme.App.Dialog`).
        var style: String
        /// The library class it is passed to (`BottomSheetDialog`).
        var superclass: String
        /// `file:line` of the call.
        var at: String
    }

    /// The `R.style` a window class passes to the library class it builds on (`class AppSheet(context: Context) :
    /// BottomSheetDialog(context, R.style.SheetDialog)`, Java `super(context, R.style.SheetDialog)` in a
    /// constructor), through the app's own base classes: R.style spelling (`Theme_App_Dialog`), nil when it passes
    /// none or not one.
    static func constructorTheme(of name: String, index: JVMSymbolIndex) -> (
        style: String, superclass: String, path: String, line: Int
    )? {
        var seen: Set<String> = []
        var current = name
        while seen.insert(current).inserted, let entry = index.types[current]?.first {
            guard let superclass = entry.type.supertypes.first else { return nil }
            guard index.types[superclass] != nil else {
                var statements = entry.type.superclassArguments.map {
                    JVMStatement(.expression($0.value), line: $0.value.line)
                }
                for function in entry.type.members.functions
                where function.name == "constructor" || function.name == entry.type.name {
                    JVMTreeWalk.statements(function.body ?? []) { _ in
                    } expression: { e in
                        if case .call(let callee, _) = e.kind, callee.dottedPath == "super" {
                            statements.append(JVMStatement(.expression(e), line: e.line))
                        }
                    }
                }
                var styles: [(name: String, line: Int)] = []
                JVMTreeWalk.statements(statements) { _ in
                } expression: { e in
                    if let r = e.resourceReference, r.kind == "style", !r.platform,
                        !styles.contains(where: { $0.name == r.name })
                    {
                        styles.append((r.name, e.line))
                    }
                }
                guard styles.count == 1, let style = styles.first else { return nil }
                return (style.name, superclass, entry.file.path, style.line)
            }
            current = superclass
        }
        return nil
    }

    /// Whether `name` is a custom view: a class whose first superclass the code read does not declare is a view or
    /// a view group (`LinearLayout`, `MaterialCardView`, `ViewGroup`), through base classes declared in any file.
    static func isCustomView(_ name: String, index: JVMSymbolIndex) -> Bool {
        guard let superclass = platformSuperclass(of: name, index: index) else { return false }
        return superclass.hasSuffix("Layout") || superclass.hasSuffix("View") || superclass == "ViewGroup"
    }

    /// The app's classes built on a card (`class LicenseCard : MaterialCardView(…)`, directly or through base classes):
    /// class simple name → the library card class and the theme attribute passed to it as `defStyleAttr`, if any: a
    /// Kotlin superclass call's argument (`MaterialCardView(ctx, attrs, R.attr.materialCardViewFilledStyle)`) or a Java
    /// constructor's `super(context, attrs, R.attr.…)`, the nearest on the chain.
    static func cardClasses(index: JVMSymbolIndex) -> [String: (superclass: String, defStyleAttr: String?)] {
        var result: [String: (String, String?)] = [:]
        for name in index.types.keys {
            guard let superclass = platformSuperclass(of: name, index: index), superclass.hasSuffix("CardView") else {
                continue
            }
            var seen = Set<String>()
            var next: String? = name
            var attribute: String?
            while attribute == nil, let current = next, seen.insert(current).inserted,
                let entry = index.types[current]?.first
            {
                attribute = defStyleAttribute(entry.type)
                next = entry.type.supertypes.first
            }
            result[name] = (superclass, attribute)
        }
        return result
    }

    /// The `R.attr.NAME` a class passes to its superclass's constructor.
    static func defStyleAttribute(_ type: JVMType) -> String? {
        var statements = type.superclassArguments.map { JVMStatement(.expression($0.value), line: $0.value.line) }
        for function in type.members.functions where function.name == "constructor" || function.name == type.name {
            statements += function.body ?? []
        }
        var found: String?
        JVMTreeWalk.statements(statements) { _ in
        } expression: { e in
            guard found == nil, let reference = e.resourceReference, reference.kind == "attr", !reference.platform
            else { return }
            found = reference.name
        }
        return found
    }

    /// The first class on the superclass chain of `name` (a type's first supertype, followed through the code read)
    /// that the code read does not declare: the platform's or a library's class it builds on. A supertype written with
    /// an outer class (`RecyclerView.Adapter`) is the app's class of that name only when the app nests it in a class of
    /// that outer name.
    static func platformSuperclass(of name: String, index: JVMSymbolIndex) -> String? {
        platformSuperclassWritten(of: name, index: index)?.name
    }

    /// The superclass of `name` the code read does not declare, with the qualifier its declaration writes before it
    /// (`MaterialDialog` for `extends MaterialDialog.Builder`), nil when none is written.
    static func platformSuperclassWritten(of name: String, index: JVMSymbolIndex) -> (
        name: String, qualifier: String?
    )? {
        var seen: Set<String> = [name]
        var type = index.types[name]?.first?.type
        while let current = type, let superclass = current.supertypes.first, seen.insert(superclass).inserted {
            // `RecyclerView.Adapter` is the app's `Adapter` only when the app nests one in a `RecyclerView`: a
            // private `Adapter` class elsewhere in the app is another type.
            let outer = current.supertypeQualifiers[superclass].map {
                String($0.split(separator: ".").last ?? Substring($0))
            }
            let declared = index.types[superclass]?.first { entry in
                guard let outer, outer.first?.isUppercase == true else { return true }
                return entry.outer.last == outer
            }
            guard let declared else { return (superclass, current.supertypeQualifiers[superclass]) }
            type = declared.type
        }
        return nil
    }

    /// The expressions that give a dialog class's window its theme, with the scope they are read in: the theme of each
    /// `setStyle(style, theme)` call that is not the literal `0`, and each value an override of `getTheme()` returns
    /// (`override fun getTheme(): Int = R.style.App_NoActionBar`, which `DialogFragment.onCreateDialog` builds the
    /// dialog with).
    static func dialogThemeExpressions(of file: JVMFile, index: JVMSymbolIndex) -> [(
        JVMExpression, JVMResourceEvaluator.Scope
    )] {
        var result: [(JVMExpression, JVMResourceEvaluator.Scope)] = []
        AndroidCodeThemes.forEachBody(of: file, index: index) { statements, scope, function in
            if let function, function.name == "getTheme", function.parameters.isEmpty {
                result += JVMResourceEvaluator.returns(statements).map { ($0, scope) }
            }
            JVMTreeWalk.statements(statements) { _ in
            } expression: { e in
                guard case .call(let callee, let arguments) = e.kind, callee.calledName?.name == "setStyle",
                    arguments.count == 2, arguments[1].value.kind != .literal("0", .number)
                else { return }
                result.append((arguments[1].value, scope))
            }
        }
        return result
    }

    /// Every style a dialog class's code gives its window (`dialogThemeExpressions`), and what cannot be known.
    static func dialogThemes(of file: JVMFile, index: JVMSymbolIndex) -> JVMResourceEvaluator.Result {
        let evaluator = JVMResourceEvaluator(index: index, kind: "style")
        var result = JVMResourceEvaluator.Result()
        for (expression, scope) in dialogThemeExpressions(of: file, index: index) {
            result.add(evaluator.evaluate(expression, in: scope))
        }
        return result
    }

    /// Whether the file draws a view onto a canvas (`draw(page.canvas)`) of a `PdfDocument` or a bitmap it creates.
    static func drawsOffscreen(_ file: JVMFile, index: JVMSymbolIndex) -> Bool {
        let all = calls(in: file, index: index)
        let draws = all.contains { name, arguments in
            name == "draw" && arguments.contains { $0.value.dottedPath?.lowercased().contains("canvas") == true }
        }
        return draws && all.contains { name, _ in name == "PdfDocument" || name == "createBitmap" }
    }

    /// Every call in the file's code: the name called (`setStyle`, `page.draw` → `draw`) and its arguments.
    static func calls(in file: JVMFile, index: JVMSymbolIndex) -> [(name: String, arguments: [JVMArgument])] {
        var result: [(String, [JVMArgument])] = []
        AndroidCodeThemes.forEachBody(of: file, index: index) { statements, _, _ in
            JVMTreeWalk.statements(statements) { _ in
            } expression: { e in
                guard case .call(let callee, let arguments) = e.kind else { return }
                switch callee.kind {
                case .name(let name), .member(_, let name, _): result.append((name, arguments))
                default: break
                }
            }
        }
        return result
    }
}
