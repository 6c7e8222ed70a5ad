import LegibleJVMSyntax
import LegiblePalette

/// Layouts code inflates through a context it wraps in a theme, read on the syntax tree: `LayoutInflater.from(
/// ContextThemeWrapper(ctx, R.style.X)).inflate(R.layout.y, …)`, `View.inflate(themed, R.layout.y, null)` with `val
/// themed = ContextThemeWrapper(this, R.style.X)`, `inflater.cloneInContext(themed)`, `YBinding.inflate(
/// LayoutInflater.from(themed))`, also through a name holding the wrapped context or its inflater. The views of y are
/// created in X laid over the theme of the context wrapped (`ContextThemeWrapper` applies X with `applyStyle(X, true)`
/// over a copy of it): X is an overlay on every element of y. A layout also inflated without a wrapper anywhere in the
/// code read keeps the activity's theme alone.
///
/// A context an app function wraps (`LayoutInflater.from(U.wrapContext(context)).inflate(layoutId, null)` with
/// `wrapContext` returning `new ContextThemeWrapper(context, dark ? R.style.App_Dark : R.style.App)` on every path:
/// `JVMResourceEvaluator.isValuedConstruction`) gives every style its branches can be (`choices`); the layout
/// argument is then evaluated too (`layoutId` a local or a helper over `R.layout` values), so each layout it can be is
/// drawn in those styles.
struct AndroidThemedInflations {
    /// Layout → the style (`R.style` spelling) it is inflated in, and where.
    private(set) var themes: [String: (style: String, location: SourceLocation)] = [:]
    /// Layout → the styles a helper wrapping the inflation's context can give it (more than one), and where.
    private(set) var choices: [String: (styles: Set<String>, location: SourceLocation)] = [:]
    /// Layouts some call inflates with no wrapped context (or with several styles).
    private var plain = Set<String>()

    /// The wrapper class whose second constructor argument is the theme.
    static let wrappers = ["ContextThemeWrapper"]

    /// Reads the inflations of one file.
    mutating func read(_ file: JVMFile, index: JVMSymbolIndex? = nil) {
        var themed: [String: String] = [:]
        var values: [(String, JVMExpression)] = []
        AndroidCodeColor.forEachBody(of: file) { statements, _ in
            JVMTreeWalk.statements(statements) { s in
                switch s.kind {
                case .local(let name, let value?): values.append((name, value))
                case .assignment(let target, "=", let value):
                    if let name = AndroidDialogBuilders.assignedName(target) { values.append((name, value)) }
                default: break
                }
            } expression: { _ in
            }
        }
        for (type, _) in file.allTypes {
            for property in type.members.properties {
                if let value = property.initializer { values.append((property.name, value)) }
            }
        }
        // Twice: a name holding an inflater made from a name holding the wrapped context.
        for _ in 0..<2 {
            for (name, value) in values {
                if let style = Self.style(in: value, themed: themed) { themed[name] = style }
            }
        }
        let handled = index.map { readHelperWrapped(file, index: $0) } ?? []
        AndroidCodeColor.forEachBody(of: file) { statements, _ in
            JVMTreeWalk.statements(statements) { _ in
            } expression: { e in
                guard case .call(let callee, let arguments) = e.kind,
                    ["inflate", "setContentView"].contains(callee.calledName?.name),
                    !handled.contains(e.line), let layout = Self.layout(inflatedBy: e)
                else { return }
                let style =
                    Self.style(in: callee, themed: themed)
                    ?? arguments.lazy.compactMap {
                        Self.style(in: $0.value, themed: themed)
                    }.first
                guard let style, !plain.contains(layout) else {
                    plain.insert(layout)
                    themes[layout] = nil
                    choices[layout] = nil
                    return
                }
                if let known = themes[layout], known.style != style {
                    plain.insert(layout)
                    themes[layout] = nil
                    return
                }
                themes[layout] = (style, SourceLocation(path: file.path, line: e.line))
            }
        }
    }

    /// The inflations whose context an app function wraps in one of several styles (`choices`).
    /// Returns the lines of the inflations it reads.
    private mutating func readHelperWrapped(_ file: JVMFile, index: JVMSymbolIndex) -> Set<Int> {
        var handled = Set<Int>()
        var styles = JVMResourceEvaluator(index: index, kind: "style")
        styles.valuedArguments = AndroidThemeSetters.styledConstructions
        styles.receiverValuedNames = AndroidThemeSetters.themeOfWrapper
        let layouts = JVMResourceEvaluator(index: index, kind: "layout")
        AndroidCodeThemes.forEachBody(of: file, index: index) { statements, scope, _ in
            JVMTreeWalk.statements(statements) { _ in
            } expression: { e in
                guard case .call(let callee, let arguments) = e.kind, callee.calledName?.name == "inflate",
                    let wrapped = Self.helperWrapped(in: [callee] + arguments.map(\.value), scope: scope, styles)
                else { return }
                let result = styles.evaluate(wrapped, in: scope)
                let named = Set(result.values.filter { !$0.platform }.map(\.name))
                guard result.unknowns.isEmpty, named.count > 1 else { return }
                handled.insert(e.line)
                let inflated: [String]
                if let layout = Self.layout(inflatedBy: e) {
                    inflated = [layout]
                } else {
                    // `inflate(layoutId, null)`: every layout the first argument can be.
                    guard let first = arguments.first?.value else { return }
                    let found = layouts.evaluate(first, in: scope)
                    guard found.unknowns.isEmpty else { return }
                    inflated = found.values.filter { !$0.platform }.map(\.name)
                }
                for layout in inflated {
                    if let known = choices[layout], known.styles != named {
                        plain.insert(layout)
                        choices[layout] = nil
                        continue
                    }
                    guard !plain.contains(layout) else { continue }
                    choices[layout] = (named, SourceLocation(path: file.path, line: e.line))
                }
            }
        }
        return handled
    }

    /// The themes a layout a helper inflates in one of several full themes (`choices`) is drawn in: each style's, as an
    /// activity's own theme gives them (`AndroidActivityThemes.themes`); nil when it has no such choice, or when a
    /// style is no full theme (an overlay over the activity's theme, which is not followed here).
    static func themes(
        chosenFor layout: String, choices: [String: (styles: Set<String>, location: SourceLocation)],
        sheet: AndroidStyleSheet, appFollowsNightMode: Bool
    ) -> [AndroidTheme]? {
        guard let choice = choices[layout] else { return nil }
        let byResourceName = AndroidCodeScan.styleNames(in: sheet)
        let styles = choice.styles.compactMap { byResourceName[$0] }
        guard styles.count == choice.styles.count,
            styles.allSatisfy({ AndroidThemeCatalog.isFullTheme($0, sheet: sheet) })
        else { return nil }
        let found = AndroidActivityThemes.themes(
            of: Set(styles), sheet: sheet, appFollowsNightMode: appFollowsNightMode
        ) { style in
            "the theme \(style) of the context code wraps to inflate \(layout).xml (\(choice.location.fileAndLine))"
        }
        return found.isEmpty ? nil : found
    }

    /// The first call among `expressions` (and inside them) to an app function that returns a wrapped context on every
    /// path (`U.wrapContext(context)`), not a wrapper construction itself.
    static func helperWrapped(
        in expressions: [JVMExpression], scope: JVMResourceEvaluator.Scope,
        _ evaluator: JVMResourceEvaluator
    ) -> JVMExpression? {
        var stack = expressions.reversed().map { $0 }
        while let e = stack.popLast() {
            switch e.kind {
            case .call(let callee, let arguments):
                if let path = callee.dottedPath, !wrappers.contains(where: { path == $0 || path.hasSuffix("." + $0) }),
                    evaluator.isValuedConstruction(e, scope)
                {
                    return e
                }
                stack += arguments.map(\.value).reversed()
                stack.append(callee)
            case .member(let base, _, _): stack.append(base)
            case .unary(_, let operand, _): stack.append(operand)
            default: break
            }
        }
        return nil
    }

    /// The layout an `inflate` (or `setContentView`) call creates: `R.layout.y` among its arguments, or the binding class
    /// it is called on (`YBinding.inflate(…)`).
    static func layout(inflatedBy e: JVMExpression) -> String? {
        guard case .call(let callee, let arguments) = e.kind else { return nil }
        if let r = arguments.lazy.compactMap(\.value.resourceReference).first(where: { $0.kind == "layout" }) {
            return r.name
        }
        guard case .member(let base, "inflate", _) = callee.kind, case .name(let type) = base.kind else { return nil }
        return AndroidFileViews.bindingLayout(type)
    }

    /// The style a value wraps a context in: a `ContextThemeWrapper(ctx, R.style.X)` construction in it (not inside a
    /// lambda), or a name holding one (`themed`).
    static func style(in value: JVMExpression, themed: [String: String]) -> String? {
        var found: String?
        var stack = [value]
        while let e = stack.popLast(), found == nil {
            switch e.kind {
            case .name(let name): found = themed[name]
            case .call(let callee, let arguments):
                if let path = callee.dottedPath, wrappers.contains(where: { path == $0 || path.hasSuffix("." + $0) }),
                    arguments.count == 2, let r = arguments[1].value.resourceReference, r.kind == "style", !r.platform
                {
                    found = r.name
                }
                stack.append(callee)
                stack += arguments.map(\.value)
            case .member(let base, _, _): stack.append(base)
            case .unary(_, let operand, _): stack.append(operand)
            case .binary(_, let left, _): stack.append(left)
            default: break
            }
        }
        return found
    }
}
