import LegibleJVMSyntax

/// What one Kotlin or Java file's declarations say about the views it names, read on the syntax tree: the locals and
/// fields that hold a view found by id, the views it builds itself, and its view-binding variables.
struct AndroidFileViews {
    /// Names that hold a view found by id: `val label = view.findViewById<TextView>(R.id.language_label)`,
    /// `TextView label = (TextView) findViewById(R.id.language_label);`, `val label by lazy { findViewById…(R.id.x) }`
    /// → `label`: `language_label`; and a copy of one (`final TextView textView = mWhere;`). A name the file also
    /// assigns something else (`label = (TextView) header.getChildAt(i);`, another id) is no alias: which view it holds
    /// at a call is not known.
    private(set) var aliases: [String: String] = [:]
    /// Locals and fields the file assigns a view it creates (`val container = LinearLayout(context)`, `TextView badge =
    /// new TextView(this);`), with the class: views no layout declares.
    private(set) var built: [String: String] = [:]
    /// View-binding variables with the layout each holds: `itemBinding: ViewRowBinding`, `val binding =
    /// FragmentMainBinding.inflate(…)`, `_binding: FragmentMainBinding?`, a holder's `(val binding: RowBinding)`
    /// → `view_row`, `fragment_main`, `row`. The first declaration of a name wins.
    private(set) var bindings: [String: String] = [:]

    /// Getters of the app's code that return one view by id (`override fun getStar(): ImageView =
    /// binding.starImageview` in each subclass of an abstract holder): name → that id (`AndroidViewGetters`).
    private(set) var getters: [String: String] = [:]

    /// The view kinds (class name endings) code creates views of, to tell a view built in code from one inflated.
    static let builtViewKinds = ["Layout", "View", "Button", "Chip", "Text", "Box"]

    init(_ file: JVMFile, getters: [String: String] = [:]) {
        self.getters = getters
        var ids: [String: Set<String>] = [:]
        var reassigned = Set<String>()
        var copies: [String: Set<String>] = [:]
        var typed: [(line: Int, name: String, type: String)] = []
        func declare(_ name: String, type: String?, value: JVMExpression?, line: Int) {
            if let type { typed.append((line, name, type)) }
            guard let value else { return }
            if let type = Self.bindingType(assignedBy: value) { typed.append((line, name, type)) }
            let stripped = Self.uncast(value)
            if case .call(let callee, _) = Self.configured(stripped).kind, case .name(let type) = callee.kind,
                type.first?.isUppercase == true, Self.builtViewKinds.contains(where: { type.hasSuffix($0) })
            {
                built[name] = type
            }
            if let id = Self.foundID(in: value) ?? AndroidViewGetters.id(of: value, getters: getters) {
                ids[name, default: []].insert(id)
            } else if Self.containsIDReference(value) {
                return // `val id = R.id.title`: an id, not a view
            } else if case .name(let other) = stripped.kind {
                copies[name, default: []].insert(other)
            } else if case .literal(_, .null) = stripped.kind {
                return
            } else {
                reassigned.insert(name)
            }
        }
        func visit(_ statements: [JVMStatement]) {
            JVMTreeWalk.statements(statements) { s in
                switch s.kind {
                case .local(let name, let value): declare(name, type: s.declaredType, value: value, line: s.line)
                case .assignment(let target, "=", let value):
                    switch target.kind {
                    case .name(let name), .member(_, let name, _):
                        declare(name, type: nil, value: value, line: s.line)
                    default: break
                    }
                default: break
                }
            } expression: { _ in
            }
        }
        func visit(_ members: JVMMembers) {
            for function in members.functions {
                for parameter in function.parameters { typed.append((function.line, parameter.name, parameter.type)) }
                visit(function.body ?? [])
            }
            for initializer in members.initializers { visit(initializer) }
            for property in members.properties {
                declare(property.name, type: property.type, value: property.initializer, line: property.line)
                if let getter = property.getter { visit(getter) }
            }
        }
        visit(file.members)
        for (type, _) in file.allTypes {
            for parameter in type.constructorParameters { typed.append((type.line, parameter.name, parameter.type)) }
            visit(type.members)
        }
        for (name, found) in ids {
            if found.count == 1, let id = found.first { aliases[name] = id } else { reassigned.insert(name) }
        }
        for (name, sources) in copies {
            if sources.count == 1, let source = sources.first, let id = aliases[source], aliases[name] ?? id == id {
                aliases[name] = id
            } else {
                reassigned.insert(name)
            }
        }
        aliases = aliases.filter { !reassigned.contains($0.key) }
        for (_, name, type) in typed.sorted(by: { $0.line < $1.line }) where bindings[name] == nil {
            if let layout = Self.bindingLayout(type) { bindings[name] = layout }
        }
    }

    /// `ViewRowBinding` (or `com.app.databinding.ViewRowBinding`) → `view_row`; nil for any other type.
    static func bindingLayout(_ type: String) -> String? {
        let simple = type.split(separator: ".").last.map(String.init) ?? type
        guard simple.hasSuffix("Binding"), simple.count > 7, simple.first?.isUppercase == true,
            simple.allSatisfy({ $0.isLetter || $0.isNumber })
        else { return nil }
        return AndroidCodeScan.snakeCase(String(simple.dropLast(7)))
    }

    /// The binding class a value creates: `FragmentMainBinding.inflate(…)`, `RowBinding.bind(view)`.
    static func bindingType(assignedBy value: JVMExpression) -> String? {
        var e = uncast(value)
        while true {
            switch e.kind {
            case .call(let callee, _): e = callee
            case .member(let base, _, _): e = base
            case .name(let name): return bindingLayout(name) == nil ? nil : name
            default: return nil
            }
        }
    }

    /// The object a scope function configures and returns: `LinearLayout(context)` in `LinearLayout(context).apply {
    /// … }` (`also` too).
    static func configured(_ e: JVMExpression) -> JVMExpression {
        guard case .call(let callee, _) = e.kind, case .member(let base, let name, _) = callee.kind,
            name == "apply" || name == "also"
        else { return e }
        return configured(base)
    }

    /// The value under Kotlin casts and assertions (`x as TextView`, `x!!`); Java casts the parser drops.
    static func uncast(_ e: JVMExpression) -> JVMExpression {
        switch e.kind {
        case .binary(let op, let left, _) where op == "as" || op == "as?": uncast(left)
        case .unary("!!", let operand, postfix: true): uncast(operand)
        default: e
        }
    }

    /// The id of the view a value finds: `findViewById(R.id.x)` / `requireViewById` anywhere in it (a cast, a
    /// `lazy { }`, `.also { }` around it), when it finds one id.
    static func foundID(in value: JVMExpression) -> String? {
        var found = Set<String>()
        JVMTreeWalk.statements([JVMStatement(.expression(value), line: value.line)]) { _ in
        } expression: { e in
            guard case .call(let callee, let arguments) = e.kind,
                ["findViewById", "requireViewById"].contains(callee.calledName?.name),
                let id = arguments.first?.value.resourceReference, id.kind == "id"
            else { return }
            found.insert(id.name)
        }
        return found.count == 1 ? found.first : nil
    }

    /// Whether `R.id.NAME` is written anywhere in the expression.
    static func containsIDReference(_ value: JVMExpression) -> Bool { idReferences(in: value).last != nil }

    /// The `R.id.NAME` references of an expression, in the order they are written.
    static func idReferences(in value: JVMExpression) -> [String] {
        var names: [String] = []
        JVMTreeWalk.statements([JVMStatement(.expression(value), line: value.line)]) { _ in
        } expression: { e in
            if let reference = e.resourceReference, reference.kind == "id" { names.append(reference.name) }
        }
        return names
    }
}
