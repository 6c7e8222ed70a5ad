import LegibleJVMSyntax

/// Locals of one function that hold a layout's root view, followed through the syntax tree as a compiler would: `val
/// view = inflater.inflate(R.layout.x, parent, false)`, `View.inflate(ctx, R.layout.x, null)`,
/// `LayoutInflater.from(ctx).inflate(…)`, Java `View v = …`, `XBinding.inflate(…).root`, `binding.root`. A write on
/// such a local is a write on x's root element, and `view.findViewById(R.id.y)` (or a local holding it) is y inside
/// x. `inflate(…, parent, true)` returns the parent, not the layout's root, and is not followed; neither is a name the
/// function declares twice with different layouts.
struct AndroidInflatedLocals {
    /// Local → the layout whose root it holds.
    private(set) var roots: [String: String] = [:]
    /// Local → the layout a view it holds was found in, and its id (`val title = view.findViewById<TextView>(
    /// R.id.title)` → `x`, `title`).
    private(set) var found: [String: (layout: String, id: String)] = [:]

    init() {}

    /// Records that `name` holds `layout`'s root (`AndroidViewCreatedRoots`).
    mutating func setRoot(_ name: String, _ layout: String) { roots[name] = layout }

    /// The locals of `statements` (a function's body); `bindings` are the file's view-binding variables
    /// (`AndroidFileViews.bindings`).
    init(_ statements: [JVMStatement], bindings: [String: String]) {
        var roots: [String: Set<String?>] = [:]
        var locals: [(String, JVMExpression?)] = []
        JVMTreeWalk.statements(statements) { s in
            guard case .local(let name, let value) = s.kind else { return }
            locals.append((name, value))
            roots[name, default: []].insert(value.flatMap { Self.inflatedLayout($0, bindings: bindings) })
        } expression: { _ in
        }
        for (name, layouts) in roots where layouts.count == 1 {
            if let layout = layouts.first ?? nil { self.roots[name] = layout }
        }
        var found: [String: Set<String>] = [:]
        var layouts: [String: String] = [:]
        for (name, value) in locals {
            guard let value, let view = view(foundBy: value) else {
                found[name, default: []].insert("")
                continue
            }
            found[name, default: []].insert(view.layout + "/" + view.id)
            layouts[name] = view.layout
        }
        for (name, views) in found where views.count == 1 && !views.contains("") {
            guard let layout = layouts[name], let key = views.first else { continue }
            self.found[name] = (layout, String(key.dropFirst(layout.count + 1)))
        }
    }

    /// The view `e` is of a layout the function inflates: a local holding x's root (`id` nil), a call of
    /// `findViewById` on one, or a local holding what such a call found.
    func view(_ e: JVMExpression) -> (layout: String, id: String?)? {
        let e = AndroidFileViews.uncast(e)
        if case .name(let name) = e.kind {
            if let layout = roots[name] { return (layout, nil) }
            return found[name].map { ($0.layout, $0.id) }
        }
        return view(foundBy: e).map { ($0.layout, $0.id) }
    }

    /// `view.findViewById<TextView>(R.id.y)` on a local holding x's root → x, y.
    func view(foundBy value: JVMExpression) -> (layout: String, id: String)? {
        guard case .call(let callee, let arguments) = AndroidFileViews.uncast(value).kind,
            let (name, receiver) = callee.calledName, ["findViewById", "requireViewById"].contains(name),
            let receiver, case .name(let base) = AndroidFileViews.uncast(receiver).kind, let layout = roots[base],
            let id = arguments.first?.value.resourceReference, id.kind == "id"
        else { return nil }
        return (layout, id.name)
    }

    /// The layout whose root a value is: an `inflate` call naming `R.layout.x` that returns x's root (no parent to
    /// attach to, or `attachToRoot` false), the `root` of a binding.
    static func inflatedLayout(_ value: JVMExpression, bindings: [String: String]) -> String? {
        let e = AndroidFileViews.uncast(value)
        switch e.kind {
        case .member(let base, "root", _):
            if case .name(let variable) = base.kind, let layout = bindings[variable] { return layout }
            return AndroidFileViews.bindingType(assignedBy: base).flatMap(AndroidFileViews.bindingLayout)
        case .call(let callee, let arguments):
            guard callee.calledName?.name == "inflate",
                let at = arguments.firstIndex(where: { $0.value.resourceReference?.kind == "layout" }),
                let layout = arguments[at].value.resourceReference?.name
            else { return nil }
            let after = arguments[(at + 1)...].map(\.value.kind)
            let detached =
                after.isEmpty || after.first == .literal("null", .null) || after.last == .literal("false", .boolean)
            return detached ? layout : nil
        default: return nil
        }
    }
}
