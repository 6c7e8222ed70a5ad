import LegibleJVMSyntax

/// Custom view classes whose constructor inflates a layout into the view itself, and the layouts each creation of one
/// makes: an adapter that makes such a view (`new TrackRow(context)`, a factory the class declares,
/// `TrackRow.createAlbumRow(context)`) and returns it from `getView` / `onCreateViewHolder` (or wraps it in a view
/// holder) draws that layout as its row, inside the list the adapter is set on (`AndroidListAdapters`,
/// `AndroidRowPlacement`), not on the window.
///
/// `LayoutInflater.inflate(resource, root, attachToRoot)` with the view as `root` and `attachToRoot` true (or
/// `View.inflate(context, resource, root)` with it as `root`) adds the layout's root, or a `<merge>` root's children,
/// to the view (AOSP `LayoutInflater`). A class inflates:
/// - a fixed layout: `inflate(R.layout.row, this, true)` anywhere in its code (its own or a base class's), or a layout
///   its constructor hands to a base class constructor that inflates that parameter (`super(context,
///   R.layout.grid_row)`, Kotlin `: BaseRow(context, R.layout.grid_row)`);
/// - the layout a creation hands to a constructor parameter that the constructor inflates into the view, directly or
///   through `super(…)` / `this(…)` (`new TrackRow(context, R.layout.track_row)` whose constructor calls
///   `super(context, layoutID)` and the base's `inflater.inflate(layoutID, this, true)`), matched by position.
///
/// A factory of the class (a function it declares, static or in its companion object) makes what the creations its
/// body returns make.
struct AndroidRowViewClasses {
    let index: JVMSymbolIndex
    static let maximumDepth = 6

    /// Whether `type` is a custom view class of the code read (`AndroidCodeHosts.isCustomView`).
    func isView(_ type: String) -> Bool { AndroidCodeHosts.isCustomView(type, index: index) }

    /// The layouts a creation or factory call makes, when it makes one of the app's custom views that inflates a
    /// layout into itself; nil when the expression is no such call.
    func layouts(made e: JVMExpression) -> Set<String>? {
        layouts(made: e, depth: 0)
    }

    private func layouts(made e: JVMExpression, depth: Int) -> Set<String>? {
        guard depth < Self.maximumDepth, case .call(let callee, let arguments) = e.kind else { return nil }
        switch callee.kind {
        case .name(let type) where type.first?.isUppercase == true && index.types[type] != nil:
            guard isView(type) else { return nil }
            var found = fixed(type, depth: depth)
            for (position, argument) in arguments.enumerated() {
                guard let reference = argument.value.resourceReference, reference.kind == "layout",
                    !reference.platform,
                    inflates(type, arity: arguments.count, position: position, depth: depth)
                else { continue }
                found.insert(reference.name)
            }
            return found.isEmpty ? nil : found
        case .member(let base, let name, _):
            // `TrackRow.createAlbumRow(context)`, `TrackRow.Companion.create(context)`
            guard let path = base.dottedPath, let type = path.split(separator: ".").first.map(String.init),
                type.first?.isUppercase == true, isView(type)
            else { return nil }
            var found = Set<String>()
            for function in factories(of: type, named: name) where function.accepts(argumentCount: arguments.count) {
                for value in Self.returned(function.body ?? []) {
                    found.formUnion(layouts(made: value, depth: depth + 1) ?? [])
                }
            }
            return found.isEmpty ? nil : found
        default:
            return nil
        }
    }

    /// The layouts `type` inflates into itself and those the creations and factories of its own code make.
    func made(inCodeOf type: String) -> Set<String> {
        var found = fixed(type)
        for entry in index.types[type] ?? [] {
            JVMTreeWalk.statements(entry.type.members.code) { _ in
            } expression: { e in
                found.formUnion(layouts(made: e) ?? [])
            }
        }
        return found
    }

    /// The functions named `name` that `type` declares, in its body or its companion object.
    private func factories(of type: String, named name: String) -> [JVMFunction] {
        (index.types[type] ?? []).flatMap { entry in
            (entry.type.members.functions
                + entry.type.members.types.filter { $0.kind == .companionObject }.flatMap(\.members.functions))
                .filter { $0.name == name }
        }
    }

    /// The values a body returns (`return X`, a Kotlin expression body), its locals followed once.
    static func returned(_ statements: [JVMStatement]) -> [JVMExpression] {
        var locals: [String: [JVMExpression]] = [:]
        var values: [JVMExpression] = []
        JVMTreeWalk.statements(statements) { s in
            switch s.kind {
            case .local(let name, let value?): locals[name, default: []].append(value)
            case .assignment(let target, "=", let value):
                if case .name(let name) = target.kind { locals[name, default: []].append(value) }
            case .return(let value?): values.append(value)
            default: break
            }
        } expression: { _ in
        }
        return values.flatMap { value -> [JVMExpression] in
            if case .name(let name) = value.kind, let held = locals[name] { return held }
            return [value]
        }
    }

    /// The constructors of `type`: Java constructors and Kotlin secondary ones, and the Kotlin primary constructor
    /// (its parameters, its superclass call's arguments and the `init` blocks).
    private func constructors(of type: String) -> [(parameters: [JVMParameter], body: [JVMStatement])] {
        (index.types[type] ?? []).flatMap { entry -> [(parameters: [JVMParameter], body: [JVMStatement])] in
            let t = entry.type
            var found = t.members.functions.filter { $0.name == "constructor" || $0.name == t.name }.map {
                (parameters: $0.parameters, body: $0.body ?? [])
            }
            if !t.superclassArguments.isEmpty || !t.constructorParameters.isEmpty {
                // The superclass call of a Kotlin primary constructor, as `super(…)`.
                let call = JVMExpression(
                    .call(JVMExpression(.name("super"), line: t.line), t.superclassArguments), line: t.line)
                found.append(
                    (
                        t.constructorParameters,
                        [JVMStatement(.expression(call), line: t.line)] + t.members.initializers.flatMap { $0 }
                    ))
            }
            return found
        }
    }

    /// Whether a constructor of `type` taking `arity` arguments inflates its parameter at `position` into the view.
    func inflates(_ type: String, arity: Int, position: Int, depth: Int = 0) -> Bool {
        guard depth < Self.maximumDepth else { return false }
        for constructor in constructors(of: type) where constructor.parameters.count == arity {
            guard position < constructor.parameters.count else { continue }
            let name = constructor.parameters[position].name
            var found = false
            JVMTreeWalk.statements(constructor.body) { _ in
            } expression: { e in
                guard !found, case .call(let callee, let arguments) = e.kind else { return }
                let at = arguments.firstIndex { $0.value.kind == .name(name) }
                if callee.calledName?.name == "inflate", at != nil, AndroidLayoutUse.attaches(arguments) {
                    found = true
                } else if let at, case .name(let delegated) = callee.kind, ["super", "this"].contains(delegated) {
                    let next = delegated == "this" ? type : index.types[type]?.first?.type.supertypes.first
                    found = next.map { inflates($0, arity: arguments.count, position: at, depth: depth + 1) } ?? false
                }
            }
            if found { return true }
        }
        return false
    }

    /// The layouts every instance of `type` inflates into itself, its base classes' included.
    func fixed(_ type: String, depth: Int = 0) -> Set<String> {
        guard depth < Self.maximumDepth, let entry = index.types[type]?.first else { return [] }
        var found = Set<String>()
        let superclass = entry.type.supertypes.first
        var code = entry.type.members.code
        for constructor in constructors(of: type) { code += constructor.body }
        JVMTreeWalk.statements(code) { _ in
        } expression: { e in
            guard case .call(let callee, let arguments) = e.kind else { return }
            for (position, argument) in arguments.enumerated() {
                guard let reference = argument.value.resourceReference, reference.kind == "layout",
                    !reference.platform
                else { continue }
                if callee.calledName?.name == "inflate", AndroidLayoutUse.attaches(arguments) {
                    found.insert(reference.name)
                } else if case .name("super") = callee.kind, let superclass,
                    inflates(superclass, arity: arguments.count, position: position, depth: depth + 1)
                {
                    found.insert(reference.name)
                } else if case .name("this") = callee.kind,
                    inflates(type, arity: arguments.count, position: position, depth: depth + 1)
                {
                    found.insert(reference.name)
                }
            }
        }
        if let superclass, index.types[superclass] != nil { found.formUnion(fixed(superclass, depth: depth + 1)) }
        return found
    }
}
