import LegibleJVMSyntax
import LegiblePalette

/// Layouts code inflates through a context it wraps in a theme, read on the syntax tree: `LayoutInflater.from(
/// ContextThemeWrapper(ctx, R.style.X)).inflate(R.layout.y, …)`, `View.inflate(themed, R.layout.y, null)` with `val
/// themed = ContextThemeWrapper(this, R.style.X)`, `inflater.cloneInContext(themed)`, `YBinding.inflate(
/// LayoutInflater.from(themed))`, also through a name holding the wrapped context or its inflater. The views of y are
/// created in X laid over the theme of the context wrapped (`ContextThemeWrapper` applies X with `applyStyle(X, true)`
/// over a copy of it): X is an overlay on every element of y. A layout also inflated without a wrapper anywhere in the
/// code read keeps the activity's theme alone.
struct AndroidThemedInflations {
    /// Layout → the style (`R.style` spelling) it is inflated in, and where.
    private(set) var themes: [String: (style: String, location: SourceLocation)] = [:]
    /// Layouts some call inflates with no wrapped context (or with several styles).
    private var plain = Set<String>()

    /// The wrapper class whose second constructor argument is the theme.
    static let wrappers = ["ContextThemeWrapper"]

    /// Reads the inflations of one file.
    mutating func read(_ file: JVMFile) {
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
        AndroidCodeColor.forEachBody(of: file) { statements, _ in
            JVMTreeWalk.statements(statements) { _ in
            } expression: { e in
                guard case .call(let callee, let arguments) = e.kind,
                    ["inflate", "setContentView"].contains(callee.calledName?.name),
                    let layout = Self.layout(inflatedBy: e)
                else { return }
                let style =
                    Self.style(in: callee, themed: themed)
                    ?? arguments.lazy.compactMap {
                        Self.style(in: $0.value, themed: themed)
                    }.first
                guard let style, !plain.contains(layout) else {
                    plain.insert(layout)
                    themes[layout] = nil
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
