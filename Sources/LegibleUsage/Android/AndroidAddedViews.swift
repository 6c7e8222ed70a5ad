import LegibleJVMSyntax

/// Layouts code inflates into a view of another layout, read on the Kotlin/Java syntax tree (issue 29: a layout is
/// walked in every place it is shown, not on the window of the class whose code inflates it).
///
/// `LayoutInflater.inflate(resource, root, attachToRoot)` draws the layout inside `root`: attached there, or given
/// `root`'s layout parameters to be added there (`container.addView(row)`). When `root` is a view the code finds by id
/// — `findViewById(R.id.fields)` (on any receiver: `requireActivity().findViewById<LinearLayout>(…)`,
/// `view.findViewById(…)`), a view-binding member (`binding.fields`), or a local of the same function holding either
/// — the layout is drawn in the element of that id, in a layout the inflating class shows or one such a layout
/// includes (`AndroidRowPlacement`), and so over that element's ancestors and whatever shows them. The same holds for
/// `View.inflate(context, R.layout.x, root)` and `XBinding.inflate(inflater, root, attach)`. A parameter (`parent` of
/// `onCreateViewHolder`, `container` of `onCreateView`), `null` or `this` names no view here: the adapter or fragment
/// placement decides.
struct AndroidAddedViews {
    /// The locals one function body declares, with the values assigned to them.
    private var locals: [String: [JVMExpression]] = [:]
    /// The function's parameters: a parameter is not a view found by id.
    private let parameters: Set<String>
    static let findCalls: Set<String> = ["findViewById", "requireViewById"]
    static let maxDepth = 4

    init(_ statements: [JVMStatement], parameters: Set<String>) {
        self.parameters = parameters
        JVMTreeWalk.statements(statements) { s in
            if case .local(let name, let value?) = s.kind { locals[name, default: []].append(value) }
        } expression: { _ in
        }
    }

    /// For an inflation call given a parent view found by id: the layout it inflates (name and the line the layout is
    /// named on, as `AndroidLayoutUse` records it) and the parent's id as written.
    func inflation(_ e: JVMExpression) -> (layout: (name: String, line: Int), parent: String)? {
        guard case .call(let callee, let arguments) = e.kind, callee.calledName?.name == "inflate" else { return nil }
        if let i = arguments.firstIndex(where: {
            $0.value.resourceReference.map { $0.kind == "layout" && !$0.platform } == true
        }), let reference = arguments[i].value.resourceReference, i + 1 < arguments.count,
            let id = viewID(arguments[i + 1].value, depth: 0)
        {
            return ((reference.name, arguments[i].value.line), id)
        }
        if case .member(let base, _, _) = callee.kind, let path = base.dottedPath,
            let bound = AndroidLayoutUse.layout(ofBinding: path), arguments.count >= 2,
            let id = viewID(arguments[1].value, depth: 0)
        {
            return ((bound, callee.line), id)
        }
        return nil
    }

    /// The id of the view an expression is, when the code finds it by id.
    func viewID(_ e: JVMExpression, depth: Int) -> String? {
        guard depth < Self.maxDepth else { return nil }
        switch e.kind {
        case .call(let callee, let arguments):
            guard let name = callee.calledName?.name, Self.findCalls.contains(name),
                let reference = arguments.last?.value.resourceReference, reference.kind == "id", !reference.platform
            else { return nil }
            return reference.name
        case .member(let base, let name, _):
            // `binding.fields`: a view-binding member; not `binding.root`, nor a field of `this`.
            guard name != "root", name.first?.isLowercase == true, case .name(let owner) = base.kind, owner != "this"
            else { return nil }
            return name
        case .name(let name):
            guard !parameters.contains(name), let values = locals[name], values.count == 1 else { return nil }
            return viewID(values[0], depth: depth + 1)
        case .unary("!!", let operand, _): return viewID(operand, depth: depth + 1)
        default: return nil
        }
    }
}
