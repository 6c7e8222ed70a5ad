/// Where the code read puts values into objects, for `JVMResourceEvaluator` to follow a field or a constructor
/// parameter back to every value it can hold (flow-insensitive, as Android Lint's constant evaluator follows fields):
///
/// - constructions: each call of a type's constructors — Java `new Spec(…)`, Kotlin `Spec(…)`, `super(…)` and
///   `this(…)` in a Java constructor (the superclass's / the class's own), a Kotlin class's superclass arguments
///   (`class DarkSpec(s: Int) : Spec(s, R.style.Dark)`), an enum constant's arguments (`DARK(R.style.Dark)`) — with
///   the code it is in;
/// - property writes: each value a type's own code assigns to one of its properties (`this.theme = theme;`,
///   `theme = R.style.Dark`), in its constructors, methods and initializers, and each element it puts in one
///   (`STYLES.put("dark", R.style.Dark)` in a `static { }` block, `styles[key] = R.style.Dark`, `list.add(…)`).
public struct JVMWrites: Sendable {
    /// Code that gives a value: the arguments of a construction or an assigned value, with the file, type and
    /// function its names resolve in.
    public struct Site: Sendable {
        public let arguments: [JVMArgument]
        public let file: JVMFile
        public let owner: JVMSymbolIndex.TypeEntry?
        public let function: JVMFunction?
        public let line: Int
        /// What a call is made on (`LookPicker` in `LookPicker.apply(…)`), nil without one and for any other site.
        public var receiver: JVMExpression? = nil
    }

    /// Type simple name → every call of its constructors.
    public private(set) var constructions: [String: [Site]] = [:]
    /// Function name → every call of a function so named (by name only: the reader checks the argument count).
    public private(set) var calls: [String: [Site]] = [:]
    /// `Type.property` → every value the type's own code assigns to it or puts in it (one argument: the value).
    public private(set) var propertyWrites: [String: [Site]] = [:]

    public init() {}

    init(index: JVMSymbolIndex) {
        for file in index.files {
            visit(file.members, owner: nil, file: file, index: index)
            for (type, outer) in file.allTypes {
                let entry = index.types[type.name]?.first { $0.file.path == file.path && $0.outer == outer }
                visit(type.members, owner: entry, file: file, index: index)
                // An enum constant with arguments calls the enum's constructor (`LIGHT(R.style.Light)`).
                for constant in type.enumEntries where !constant.arguments.isEmpty {
                    constructions[type.name, default: []].append(
                        Site(
                            arguments: constant.arguments, file: file, owner: entry, function: nil, line: constant.line)
                    )
                }
                if let superclass = type.supertypes.first, !type.superclassArguments.isEmpty {
                    constructions[superclass, default: []].append(
                        Site(
                            arguments: type.superclassArguments, file: file, owner: entry,
                            function: Self.primaryConstructor(of: type), line: type.line))
                }
            }
        }
    }

    /// Calls that put their last argument in the receiver collection.
    static let elementWrites: Set<String> = ["put", "putIfAbsent", "add", "set", "append", "addAll", "putAll"]

    /// The names `statements` declare as locals (`val x = …`, `int x;`), nested blocks and lambdas included.
    static func declaredLocals(in statements: [JVMStatement]) -> Set<String> {
        var names = Set<String>()
        JVMTreeWalk.statements(statements) { statement in
            if case .local(let name, _) = statement.kind { names.insert(name) }
        } expression: { _ in
        }
        return names
    }

    /// A Kotlin class's primary constructor as a function: its parameters, no body.
    public static func primaryConstructor(of type: JVMType) -> JVMFunction? {
        guard !type.constructorParameters.isEmpty else { return nil }
        return JVMFunction(name: "constructor", parameters: type.constructorParameters, body: nil, line: type.line)
    }

    mutating func visit(_ members: JVMMembers, owner: JVMSymbolIndex.TypeEntry?, file: JVMFile, index: JVMSymbolIndex) {
        let declared = Set(owner?.type.members.properties.map(\.name) ?? [])
        func read(_ statements: [JVMStatement], _ function: JVMFunction?) {
            // Declared locals and parameters hide a property; a bare assignment (`lightTheme = light;` in a Java
            // setter) writes the property.
            let shadowing = Self.declaredLocals(in: statements).union(function?.parameters.map(\.name) ?? [])
            // The property of the owner `target` names (`theme`, `this.theme`), if any.
            func property(_ target: JVMExpression) -> String? {
                switch target.kind {
                case .member(let base, let member, _) where base.kind == .name("this"):
                    return declared.contains(member) ? member : nil
                case .name(let name) where !shadowing.contains(name): return declared.contains(name) ? name : nil
                default: return nil
                }
            }
            func write(_ name: String, _ value: JVMExpression, line: Int) {
                guard let owner else { return }
                propertyWrites["\(owner.type.name).\(name)", default: []].append(
                    Site(
                        arguments: [JVMArgument(value: value)], file: file, owner: owner, function: function, line: line
                    ))
            }
            JVMTreeWalk.statements(statements) { statement in
                guard case .assignment(let target, "=", let value) = statement.kind else { return }
                if let name = property(target) {
                    write(name, value, line: statement.line)
                } else if case .index(let base, _) = target.kind, let name = property(base) {
                    write(name, value, line: statement.line) // `styles[key] = R.style.Dark`
                }
            } expression: { e in
                guard case .call(let callee, let arguments) = e.kind, let (name, receiver) = callee.calledName else {
                    return
                }
                calls[name, default: []].append(
                    Site(
                        arguments: arguments, file: file, owner: owner, function: function, line: e.line,
                        receiver: receiver))
                if Self.elementWrites.contains(name), let receiver, let target = property(receiver),
                    let value = arguments.last?.value
                {
                    write(target, value, line: e.line)
                    return
                }
                let type: String?
                switch name {
                case "super" where function?.name == "constructor": type = owner?.type.supertypes.first
                case "this" where function?.name == "constructor": type = owner?.type.name
                default: type = index.types[name] != nil && name.first?.isUppercase == true ? name : nil
                }
                guard let type else { return }
                constructions[type, default: []].append(
                    Site(arguments: arguments, file: file, owner: owner, function: function, line: e.line))
            }
        }
        for function in members.functions { read(function.body ?? [], function) }
        let primary = owner.flatMap { Self.primaryConstructor(of: $0.type) }
        for initializer in members.initializers { read(initializer, primary) }
        for property in members.properties {
            if let value = property.initializer { read([JVMStatement(.expression(value), line: value.line)], primary) }
            if let getter = property.getter { read(getter, nil) }
        }
    }
}
