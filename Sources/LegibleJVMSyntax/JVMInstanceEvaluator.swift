/// The classes of the code read whose instances an expression can hold, over all its branches: a points-to reading
/// without a compiler, for following a value the app creates (a fragment) from where it is made to where it is used.
///
/// Followed: constructor calls (`X()`, Java `new X()`), constructor references (`::X`, `X::new`) and class literals
/// (`X::class.java`, `X.class`); locals (every value assigned to them); parameters — bound to the call being followed,
/// else the argument of every call of the function in the code read (by name and argument count, labelled or by
/// position); a class's constructor parameters and components (every construction's argument, an enum constant's
/// too); properties (initializer, getter, every write of the type's own code), read on the type the receiver is
/// declared with when it is known (`screen.create` with `screen: Screen`); every branch of `if` / `when` / `switch` /
/// elvis; blocks and lambdas (what they return: a factory counts as what it creates, so calling it — `create()`,
/// `invoke()`, Java `get()` — gives the same); scope functions; collections; and calls to functions the code read
/// declares (their `return` values, parameters bound to the arguments). Recursion is bounded by `maxDepth`; a
/// local, parameter, property or function already being followed is not entered again.
///
/// What cannot be followed gives nothing: the result is the classes the code is known to put there, not a proof that
/// nothing else can be (a caller may pass a value from code not read).
public struct JVMInstanceEvaluator: Sendable {
    public static let maxDepth = 16
    /// Calls of one function (or constructions of one type) followed for a parameter's arguments.
    public static let maximumSites = 64

    public let index: JVMSymbolIndex
    /// Whether instances of the type (a simple name the code read declares) are what is looked for.
    let wanted: @Sendable (String) -> Bool

    public init(index: JVMSymbolIndex, wanted: @escaping @Sendable (String) -> Bool) {
        self.index = index
        self.wanted = wanted
    }

    typealias Scope = JVMResourceEvaluator.Scope

    /// The wanted classes (simple names) `expression` can hold in `scope`.
    public func classes(_ expression: JVMExpression, in scope: JVMResourceEvaluator.Scope) -> Set<String> {
        var visiting = Set<String>()
        return evaluate(expression, scope, depth: 0, visiting: &visiting)
    }

    func evaluate(_ e: JVMExpression, _ scope: Scope, depth: Int, visiting: inout Set<String>) -> Set<String> {
        guard depth < Self.maxDepth else { return [] }
        var result = Set<String>()
        func add(_ x: JVMExpression?, _ s: Scope? = nil) {
            guard let x else { return }
            result.formUnion(evaluate(x, s ?? scope, depth: depth + 1, visiting: &visiting))
        }
        switch e.kind {
        case .name(let name):
            return evaluateName(name, scope, depth: depth, visiting: &visiting)
        case .member(let base, let name, let op):
            // `::ChartFragment`, `WavesFragment::new`, `ChartFragment::class.java`, Java `ChartFragment.class`.
            if op == "::", base.kind == .unknown { return type(named: name) }
            if name == "new" && op == "::" || name == "class" { return base.dottedPath.map(type(named:)) ?? [] }
            if name == "java", case .member(_, "class", _) = base.kind {
                return evaluate(base, scope, depth: depth + 1, visiting: &visiting)
            }
            if op == "::" { return [] } // a function reference: not a value the code creates
            return evaluateMember(base, name, scope, depth: depth, visiting: &visiting)
        case .call(let callee, let arguments):
            return evaluateCall(callee, arguments, scope, depth: depth, visiting: &visiting)
        case .branches(_, let branches):
            for branch in branches { add(branch.body) }
        case .conditional(_, let then, let otherwise):
            add(then)
            add(otherwise)
        case .block(let statements), .lambda(_, let statements):
            for value in Self.values(of: statements) { add(value) }
        case .binary(let op, let left, let right):
            switch op {
            case "?:":
                add(left)
                add(right)
            case "as", "as?": add(left)
            default: break
            }
        case .unary("!!", let operand, _): add(operand)
        case .index(let base, _): add(base)
        default: break
        }
        return result
    }

    /// `name` when it is a type the code read declares and one looked for.
    func type(named written: String) -> Set<String> {
        let name = String(written.split(separator: ".").last ?? Substring(written))
        return index.types[name] != nil && wanted(name) ? [name] : []
    }

    /// What a block gives as a value: its last expression and every `return`.
    static func values(of statements: [JVMStatement]) -> [JVMExpression] {
        JVMResourceEvaluator.blockValues(statements) + JVMResourceEvaluator.returns(statements)
    }

    func evaluateName(_ name: String, _ scope: Scope, depth: Int, visiting: inout Set<String>) -> Set<String> {
        var result = Set<String>()
        if let assigned = scope.locals[name] {
            let key = "local \(scope.file.path):\(scope.declaration?.line ?? 0):\(name)"
            guard visiting.insert(key).inserted else { return result }
            defer { visiting.remove(key) }
            for value in assigned { result.formUnion(evaluate(value, scope, depth: depth + 1, visiting: &visiting)) }
            return result
        }
        if let binding = scope.parameters[name] {
            if let binding {
                return evaluate(binding.value, binding.scope.scope, depth: depth + 1, visiting: &visiting)
            }
            guard let declaration = scope.declaration else { return result }
            if declaration.name == "constructor", let owner = scope.owner {
                return constructorArguments(
                    name, of: owner, constructor: declaration, depth: depth, visiting: &visiting)
            }
            return callArguments(name, of: declaration, scope, depth: depth, visiting: &visiting)
        }
        return members(name, of: index.scopeTypes(of: scope.owner), scope, depth: depth, visiting: &visiting)
    }

    /// A parameter of `function`: the argument each call of it in the code read passes (not the function's own
    /// recursive calls).
    func callArguments(
        _ name: String, of function: JVMFunction, _ scope: Scope, depth: Int, visiting: inout Set<String>
    ) -> Set<String> {
        guard let position = function.parameters.firstIndex(where: { $0.name == name }) else { return [] }
        let key = "parameter \(scope.file.path):\(function.line):\(name)"
        guard visiting.insert(key).inserted else { return [] }
        defer { visiting.remove(key) }
        let sites = (index.writes.calls[function.name] ?? []).filter { site in
            function.accepts(argumentCount: site.arguments.count)
                && !(site.file.path == scope.file.path && site.function?.line == function.line)
        }
        return arguments(at: position, named: name, of: sites, depth: depth, visiting: &visiting)
    }

    /// A constructor's parameter: the argument each construction of the type passes (an enum constant's arguments, a
    /// subclass's superclass call, `new X(…)`).
    func constructorArguments(
        _ name: String, of owner: JVMSymbolIndex.TypeEntry, constructor: JVMFunction, depth: Int,
        visiting: inout Set<String>
    ) -> Set<String> {
        guard let position = constructor.parameters.firstIndex(where: { $0.name == name }) else { return [] }
        let key = "constructor \(owner.file.path):\(constructor.line):\(name)"
        guard visiting.insert(key).inserted else { return [] }
        defer { visiting.remove(key) }
        let sites = (index.writes.constructions[owner.type.name] ?? []).filter {
            constructor.accepts(argumentCount: $0.arguments.count)
        }
        return arguments(at: position, named: name, of: sites, depth: depth, visiting: &visiting)
    }

    func arguments(
        at position: Int, named name: String, of sites: [JVMWrites.Site], depth: Int, visiting: inout Set<String>
    ) -> Set<String> {
        var result = Set<String>()
        for site in sites.prefix(Self.maximumSites) {
            let positional = site.arguments.prefix { $0.label == nil }
            guard
                let argument = site.arguments.first(where: { $0.label == name }) ?? positional.dropFirst(position).first
            else { continue }
            let siteScope = Scope(file: site.file, owner: site.owner, function: site.function)
            result.formUnion(evaluate(argument.value, siteScope, depth: depth + 1, visiting: &visiting))
        }
        return result
    }

    /// `name` as a member of one of `types` (the nearest first): a component of a primary constructor or record
    /// header, else a property.
    func members(
        _ name: String, of types: [String], _ scope: Scope?, depth: Int, visiting: inout Set<String>
    ) -> Set<String> {
        for typeName in types {
            for entry in index.types[typeName] ?? []
            where entry.type.constructorParameters.contains(where: { $0.name == name })
                && !entry.type.members.properties.contains(where: { $0.name == name })
            {
                guard let primary = JVMWrites.primaryConstructor(of: entry.type) else { continue }
                return constructorArguments(name, of: entry, constructor: primary, depth: depth, visiting: &visiting)
            }
        }
        let properties = index.properties(named: name, scope: types, file: scope?.file).filter { member in
            member.owner.map { types.contains($0.type.name) } ?? (scope != nil)
        }
        var result = Set<String>()
        for property in properties.prefix(4) {
            result.formUnion(evaluateProperty(property, depth: depth, visiting: &visiting))
        }
        return result
    }

    func evaluateProperty(_ member: JVMSymbolIndex.Member<JVMProperty>, depth: Int, visiting: inout Set<String>)
        -> Set<String>
    {
        let key = "property \(member.file.path):\(member.value.line):\(member.value.name)"
        guard visiting.insert(key).inserted else { return [] }
        defer { visiting.remove(key) }
        var result = Set<String>()
        for (value, scope) in JVMResourceEvaluator.declaredValues(of: member) {
            result.formUnion(evaluate(value, scope, depth: depth + 1, visiting: &visiting))
        }
        for write in member.owner.map({ index.writes.propertyWrites["\($0.type.name).\(member.value.name)"] ?? [] })
            ?? []
        {
            let writeScope = Scope(file: write.file, owner: write.owner, function: write.function)
            for argument in write.arguments {
                result.formUnion(evaluate(argument.value, writeScope, depth: depth + 1, visiting: &visiting))
            }
        }
        return result
    }

    func evaluateMember(
        _ base: JVMExpression, _ name: String, _ scope: Scope, depth: Int, visiting: inout Set<String>
    ) -> Set<String> {
        if base.kind == .name("this") {
            return members(name, of: index.scopeTypes(of: scope.owner), scope, depth: depth, visiting: &visiting)
        }
        // `Screens.HOME` (an enum constant, no instance looked for), `Factory.DEFAULT`: a member of a declared type.
        if let path = base.dottedPath,
            let typeName = path.split(separator: ".").last(where: { $0 != "Companion" }).map(String.init),
            index.types[typeName] != nil, scope.locals[path] == nil, scope.parameters[path] == nil
        {
            return members(
                name, of: index.supertypes(of: typeName).reversed() + [typeName], nil, depth: depth, visiting: &visiting
            )
        }
        // `screen.create` with `screen: Screen`: the member of the type the receiver is declared with, its
        // supertypes and subtypes; else of every type declaring it (a few at most).
        if let declared = declaredType(of: base, scope), index.types[declared] != nil {
            let types = [declared] + index.supertypes(of: declared) + index.subtypes(of: declared).sorted()
            return members(name, of: types, nil, depth: depth, visiting: &visiting)
        }
        let owners = Set((index.properties[name] ?? []).compactMap { $0.owner?.type.name }).union(
            index.types.values.flatMap { $0 }.filter { $0.type.constructorParameters.contains { $0.name == name } }
                .map(\.type.name))
        guard !owners.isEmpty, owners.count <= 4 else { return [] }
        return members(name, of: owners.sorted(), nil, depth: depth, visiting: &visiting)
    }

    /// The type (simple name) a receiver is declared with: a parameter's type, a local or property given a
    /// construction, a property's declared type.
    func declaredType(of base: JVMExpression, _ scope: Scope) -> String? {
        guard case .name(let name) = base.kind else { return nil }
        if let parameter = scope.declaration?.parameters.first(where: { $0.name == name }) {
            return Self.simpleType(parameter.type)
        }
        if let values = scope.locals[name], values.count == 1, case .call(let callee, _) = values[0].kind,
            let called = callee.calledName, called.receiver == nil, index.types[called.name] != nil
        {
            return called.name
        }
        let property = index.properties(named: name, scope: index.scopeTypes(of: scope.owner), file: scope.file).first
        return property?.value.type.map(Self.simpleType)
    }

    /// `Screen?`, `List<Screen>`, `org.example.Screen` → `Screen`, `List`, `Screen`.
    static func simpleType(_ written: String) -> String {
        let bare = written.prefix { $0 != "<" && $0 != "?" && $0 != "[" }
        return String(bare.split(separator: ".").last ?? bare)
    }

    /// Calls whose value is a factory's product or their receiver's element (`create.invoke()`, Java
    /// `supplier.get()`, `list.first()`).
    static let receiverProducts: Set<String> = ["invoke", "get", "call", "first", "last", "getValue", "elementAt"]

    func evaluateCall(
        _ callee: JVMExpression, _ arguments: [JVMArgument], _ scope: Scope, depth: Int, visiting: inout Set<String>
    ) -> Set<String> {
        var result = Set<String>()
        func add(_ x: JVMExpression, _ s: Scope? = nil) {
            result.formUnion(evaluate(x, s ?? scope, depth: depth + 1, visiting: &visiting))
        }
        // `(factory)()`, `{ X() }()`: what the callee creates.
        guard let (name, receiver) = callee.calledName else {
            add(callee)
            return result
        }
        if JVMResourceEvaluator.lambdaValued.contains(name), let lambda = arguments.last?.value,
            case .lambda = lambda.kind
        {
            add(lambda)
            return result
        }
        if JVMResourceEvaluator.receiverValued.contains(name), let receiver {
            add(receiver)
            return result
        }
        if JVMResourceEvaluator.collections.contains(name) {
            for argument in arguments { add(argument.value) }
            return result
        }
        if let receiver, Self.receiverProducts.contains(name), arguments.count <= 1 {
            add(receiver)
            return result
        }
        // `ChartFragment()`, Java `new ChartFragment()`, `org.example.ChartFragment()`.
        if name.first?.isUppercase == true, index.types[name] != nil,
            receiver == nil || receiver?.dottedPath.map({ $0.first?.isLowercase == true }) == true
        {
            return type(named: name)
        }
        // A function the code read declares: what it returns, its parameters bound to the arguments.
        var typeScope = index.scopeTypes(of: scope.owner)
        if let receiver {
            if let path = receiver.dottedPath,
                let typeName = path.split(separator: ".").last(where: { $0 != "Companion" }).map(String.init),
                index.types[typeName] != nil
            {
                typeScope = [typeName] + typeScope
            } else if let declared = declaredType(of: receiver, scope), index.types[declared] != nil {
                typeScope = [declared] + index.supertypes(of: declared) + typeScope
            }
        }
        let candidates = index.functions(
            named: name, argumentCount: arguments.count, scope: typeScope, file: scope.file
        ).filter { $0.value.body != nil }
        if !candidates.isEmpty {
            let box = JVMResourceEvaluator.Box(scope)
            for candidate in candidates.prefix(Self.maximumSites) {
                let key = "function \(candidate.file.path):\(candidate.value.line):\(name)"
                guard visiting.insert(key).inserted else { continue }
                defer { visiting.remove(key) }
                var inner = Scope(file: candidate.file, owner: candidate.owner, function: candidate.value)
                inner.bind(arguments, from: box)
                for value in JVMResourceEvaluator.returns(candidate.value.body ?? []) {
                    result.formUnion(evaluate(value, inner, depth: depth + 1, visiting: &visiting))
                }
            }
            return result
        }
        // A factory held in a variable or a property, called: `create()`, `screen.create()`.
        if let receiver {
            return evaluateMember(receiver, name, scope, depth: depth + 1, visiting: &visiting)
        }
        return evaluateName(name, scope, depth: depth + 1, visiting: &visiting)
    }
}
