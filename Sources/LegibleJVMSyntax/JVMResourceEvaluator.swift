/// What an expression can be, over all its branches, as Android resource references of one kind (`R.style.X`):
/// Android Lint's `ConstantEvaluator` for resource values, without a compiler.
///
/// Followed: literals `R.style.X` (also `android.R.style.X`), locals (every value assigned to them in the
/// function), parameters (the arguments of the call being evaluated), properties and constants (`const val`,
/// `static final`, getters, `by lazy { … }`), every branch of `if` / `when` / `switch` / ternary / elvis / `try`,
/// calls to functions declared anywhere in the code read (by name and argument count, the nearest declaration
/// first; their `return` values, with parameters bound to the arguments), components of enums, records and Kotlin
/// classes (an enum constant's arguments, a record accessor `look.styleRes()`, a component read by name in the type's
/// own methods: every construction's argument), scope functions (`run`, `let`, `with`,
/// `lazy`, …), and collections indexed by a setting (`arrayOf(R.style.A, R.style.B)[i]`, `mapOf("a" to R.style.A)[key]`:
/// every element). Recursion is bounded by `maxDepth` and a function already being evaluated is not entered again.
///
/// What cannot be known — a call to a function not in the code read, a value from a server, a parameter no call
/// binds — is an `Unknown` with its file and line, never a guess.
public struct JVMResourceEvaluator: Sendable {
    public static let maxDepth = 24

    /// A resource reference a value can be: `R.KIND.name` at `path:line`.
    public struct Value: Sendable, Hashable {
        public let name: String
        public let platform: Bool
        public let path: String
        public let line: Int
        /// The night mode the value is chosen in, when a branch testing night mode chooses it (`if (isNightMode)
        /// R.style.X_Dark else R.style.X`: true, false; `JVMNightCondition`), with `followsNightBranches`; nil when
        /// chosen in both.
        public var night: Bool?
    }

    /// An item of a typed-array resource: `@style/Dark.Player` is kind `style`, name `Dark_Player` (as `R` writes
    /// it), at the item's file and line.
    public struct ArrayItem: Sendable, Hashable {
        public let kind: String
        public let name: String
        public let path: String
        public let line: Int

        public init(kind: String, name: String, path: String, line: Int) {
            self.kind = kind
            self.name = name
            self.path = path
            self.line = line
        }
    }

    /// A value that cannot be known, with where it is and what it is (`ThemeStore.current(…) is not in the code read`).
    public struct Unknown: Sendable, Hashable {
        public let detail: String
        public let path: String
        public let line: Int
        /// The function whose parameter no evaluated call binds, when that is what is unknown (`light`, a parameter
        /// of `setThemes(int light, int dark)` a field was assigned from): its calls can bind it
        /// (`evaluate(_:in:settersCalledFrom:)`).
        public var unboundParameterOf: FunctionPlace? = nil
    }

    /// Where a function is declared: its name, file and line.
    public struct FunctionPlace: Sendable, Hashable {
        public let name: String
        public let path: String
        public let line: Int
    }

    /// What an expression can be: every resource it can name, and what could not be followed.
    public struct Result: Sendable {
        public var values: [Value] = []
        public var unknowns: [Unknown] = []

        public init(values: [Value] = [], unknowns: [Unknown] = []) {
            self.values = values
            self.unknowns = unknowns
        }

        /// Adds the values and unknowns of `other` not already here.
        public mutating func add(_ other: Result) {
            for v in other.values where !values.contains(v) { values.append(v) }
            for u in other.unknowns where !unknowns.contains(u) { unknowns.append(u) }
        }
    }

    /// Where names in an expression resolve: the file, the declaring type, the locals of the function and the
    /// arguments bound to its parameters.
    public struct Scope: Sendable {
        public let file: JVMFile
        public let owner: JVMSymbolIndex.TypeEntry?
        var locals: [String: [JVMExpression]] = [:]
        var parameters: [String: (value: JVMExpression, scope: Box)?] = [:]
        /// The function the code is in (a constructor: `constructor`), nil in an initializer or a property.
        public let declaration: JVMFunction?
        var function: String? { declaration?.name }

        public init(file: JVMFile, owner: JVMSymbolIndex.TypeEntry?, function: JVMFunction?) {
            self.file = file
            self.owner = owner
            self.declaration = function
            if let function {
                for parameter in function.parameters { parameters[parameter.name] = .some(nil) }
                locals = Self.locals(in: function.body ?? [])
            }
        }

        /// Binds the function's parameters to a call's arguments: labelled ones by name, the others by position.
        mutating func bind(_ arguments: [JVMArgument], from caller: Box) {
            guard let declaration else { return }
            var position = 0
            for argument in arguments {
                let parameterName: String?
                if let label = argument.label {
                    parameterName = label
                } else if declaration.parameters.indices.contains(position) {
                    parameterName = declaration.parameters[position].name
                    position += 1
                } else {
                    parameterName = nil
                }
                if let parameterName, parameters.keys.contains(parameterName) {
                    parameters[parameterName] = (argument.value, caller)
                }
            }
        }

        /// Every value assigned to each local name in `statements`, nested blocks and lambdas included, and to the
        /// fields the function writes (`JVMTreeWalk.assignedValues`).
        static func locals(in statements: [JVMStatement]) -> [String: [JVMExpression]] {
            JVMTreeWalk.assignedValues(in: statements, fields: true)
        }
    }

    /// A scope held by reference in a parameter binding (scopes nest through calls).
    public final class Box: Sendable {
        let scope: Scope
        init(_ scope: Scope) { self.scope = scope }
    }

    public let index: JVMSymbolIndex
    /// `style`, `layout`, `color`, …: the `R` class member a value must be.
    public let kind: String
    /// Whether a branch whose condition tests night mode tags its values with the night mode it runs in
    /// (`Value.night`).
    public var followsNightBranches = false
    /// Platform constructions whose value is one of their arguments, by position (`ContextThemeWrapper(context,
    /// R.style.X)`: 1), set by the caller that knows the platform.
    public var valuedArguments: [String: Int] = [:]
    /// Calls and properties whose value is their receiver's (`wrapper.getTheme()`, `wrapper.theme`), set likewise.
    public var receiverValuedNames: Set<String> = []
    /// The app's typed-array resources (`<array>`, `<integer-array>` in any values folder) by name, each with the
    /// resources its items name: `obtainTypedArray(R.array.x).getResourceId(i, default)` can be any item of x
    /// (`typedArrayItems`), set by the caller that reads the resources.
    public var typedArrays: [String: [ArrayItem]] = [:]
    /// Setter functions bound to one of their calls: a property the setter assigns from a parameter
    /// (`mLightResId = lightResId`) takes that call's argument (`setterBindings`).
    var setterSites: [FunctionPlace: JVMWrites.Site] = [:]

    public init(index: JVMSymbolIndex, kind: String) {
        self.index = index
        self.kind = kind
    }

    /// Every `kind` resource `expression` can be in `scope`.
    public func evaluate(_ expression: JVMExpression, in scope: Scope) -> Result {
        var visiting = Set<String>()
        return evaluate(expression, scope, depth: 0, visiting: &visiting)
    }

    /// Every `kind` resource `expression` (in the function `scope` is in) can be when `site` calls that function: its
    /// parameters bound to the site's arguments (`ThemeHelper.setTheme(themeMap)` called with `ThemeMap.DEFAULT`).
    public func evaluate(_ expression: JVMExpression, in scope: Scope, calledFrom site: JVMWrites.Site) -> Result {
        var bound = scope
        bound.bind(site.arguments, from: Box(Scope(file: site.file, owner: site.owner, function: site.function)))
        var visiting = Set<String>()
        return evaluate(expression, bound, depth: 0, visiting: &visiting)
    }

    /// Every `kind` resource `expression` can be when the setter `function` (a function assigning properties from
    /// its parameters: `setThemes(int light, int dark) { mLightResId = light; … }`) is called from `site`: the
    /// properties it assigns take that call's arguments (`themeChanger.setThemes(R.style.Light, R.style.Dark)`).
    public func evaluate(
        _ expression: JVMExpression, in scope: Scope, settersCalledFrom site: JVMWrites.Site, setter: FunctionPlace
    ) -> Result {
        var bound = self
        bound.setterSites[setter] = site
        return bound.evaluate(expression, in: scope)
    }

    /// The night mode `condition` holds in, with `followsNightBranches` (`JVMNightCondition`).
    func nightTest(_ condition: JVMExpression, _ scope: Scope) -> Bool? {
        followsNightBranches ? JVMNightCondition(index: index).night(when: condition, in: scope) : nil
    }

    /// `result` chosen in the night mode `night`: untagged values take it; a value tagged with the other mode is
    /// never chosen (a night branch inside a day branch) and is dropped.
    public func tagged(_ result: Result, night: Bool?) -> Result {
        guard let night else { return result }
        var out = result
        out.values = result.values.compactMap { value in
            guard let own = value.night else {
                var tagged = value
                tagged.night = night
                return tagged
            }
            return own == night ? value : nil
        }
        return out
    }

    func unknown(_ detail: String, _ scope: Scope, _ line: Int) -> Result {
        Result(unknowns: [Unknown(detail: detail, path: scope.file.path, line: line)])
    }

    func evaluate(_ e: JVMExpression, _ scope: Scope, depth: Int, visiting: inout Set<String>) -> Result {
        guard depth < Self.maxDepth else { return unknown("too many calls deep to follow", scope, e.line) }
        if let reference = e.resourceReference {
            guard reference.kind == kind else {
                return unknown("R.\(reference.kind).\(reference.name) is not a \(kind) resource", scope, e.line)
            }
            return Result(values: [
                Value(name: reference.name, platform: reference.platform, path: scope.file.path, line: e.line)
            ])
        }
        var result = Result()
        func add(_ x: JVMExpression?, _ s: Scope? = nil) {
            guard let x else { return }
            result.add(evaluate(x, s ?? scope, depth: depth + 1, visiting: &visiting))
        }
        switch e.kind {
        case .name(let name):
            return evaluateName(name, e, scope, depth: depth, visiting: &visiting)
        case .member(let base, let name, _):
            return evaluateMember(base, name, e, scope, depth: depth, visiting: &visiting)
        case .call(let callee, let arguments):
            return evaluateCall(callee, arguments, e, scope, depth: depth, visiting: &visiting)
        case .index(let base, _):
            add(base)
        case .binary(let op, let left, let right):
            switch op {
            case "?:":
                add(left)
                add(right)
            case "to": add(right)
            default: return unknown("\(op) of two values", scope, e.line)
            }
        case .unary(let op, let operand, _):
            // `-1`: no resource id is negative; code writes it for "no style" (`if (overlay >= 0) applyStyle(…)`).
            if op == "-", case .literal(_, .number) = operand.kind { return result }
            guard op == "!!" else { return unknown("\(op) of a value", scope, e.line) }
            add(operand)
        case .conditional(let condition, let then, let otherwise):
            let night = nightTest(condition, scope)
            result.add(tagged(evaluate(then, scope, depth: depth + 1, visiting: &visiting), night: night))
            if let otherwise {
                result.add(
                    tagged(evaluate(otherwise, scope, depth: depth + 1, visiting: &visiting), night: night.map(!)))
            }
        case .branches(nil, let branches)
        where branches.count == 2 && branches[0].conditions.count == 1 && branches[1].conditions.isEmpty:
            // `when { isNight -> R.style.Dark; else -> R.style.Light }`
            let night = nightTest(branches[0].conditions[0], scope)
            result.add(tagged(evaluate(branches[0].body, scope, depth: depth + 1, visiting: &visiting), night: night))
            result.add(
                tagged(evaluate(branches[1].body, scope, depth: depth + 1, visiting: &visiting), night: night.map(!)))
        case .branches(_, let branches):
            for branch in branches { add(branch.body) }
        case .block(let statements), .lambda(_, let statements):
            for value in Self.blockValues(statements) { add(value) }
        case .literal(let text, let literal):
            if literal == .number, text == "0" { return result } // "no theme": nothing applied
            if literal == .null { return result } // no resource (`TypedArray ar = null;` before a `switch` sets it)
            return unknown("the literal \(text)", scope, e.line)
        case .object:
            return unknown("an anonymous object", scope, e.line)
        case .unknown:
            return unknown("an expression Legible does not read", scope, e.line)
        }
        return result
    }

    /// The value of a block used as a value (a branch, a lambda): its last expression, or what it returns / yields.
    static func blockValues(_ statements: [JVMStatement]) -> [JVMExpression] {
        guard let last = statements.last else { return [] }
        switch last.kind {
        case .expression(let e): return [e]
        case .return(let e?): return [e]
        default: return []
        }
    }

    func evaluateName(
        _ name: String, _ e: JVMExpression, _ scope: Scope, depth: Int, visiting: inout Set<String>
    ) -> Result {
        var result = Result()
        if let assigned = scope.locals[name] {
            let key = "local \(scope.file.path):\(scope.function ?? ""):\(name)"
            guard visiting.insert(key).inserted else { return result }
            defer { visiting.remove(key) }
            let cases = Self.caseAssignments(in: scope.declaration?.body ?? [])
            for value in assigned {
                // Assigned in a `switch` / `when` case its subject's value never matches: not this call's value.
                if let guarded = cases[value] {
                    let (matches, unbound) = mayMatch(guarded, scope, depth: depth, visiting: &visiting)
                    for u in unbound where !result.unknowns.contains(u) { result.unknowns.append(u) }
                    if !matches { continue }
                }
                result.add(evaluate(value, scope, depth: depth + 1, visiting: &visiting))
            }
            return result
        }
        if let binding = scope.parameters[name] {
            guard let binding else {
                if scope.function == "constructor", let owner = scope.owner {
                    return evaluateConstructorParameter(name, of: owner, scope, e, depth: depth, visiting: &visiting)
                }
                var result = unknown(
                    "\(name), a parameter of \(scope.function ?? "a function") no evaluated call passes", scope, e.line)
                if let declaration = scope.declaration {
                    result.unknowns[0].unboundParameterOf = FunctionPlace(
                        name: declaration.name, path: scope.file.path, line: declaration.line)
                }
                return result
            }
            return evaluate(binding.value, binding.scope.scope, depth: depth + 1, visiting: &visiting)
        }
        // A component of the type the code is in (or of a supertype): a record's method reading `base`, an enum's
        // function reading its constructor's `val night`.
        for typeName in index.scopeTypes(of: scope.owner) {
            let entry = typeName == scope.owner?.type.name ? scope.owner : index.types[typeName]?.first
            guard let entry, entry.type.constructorParameters.contains(where: { $0.name == name }),
                !entry.type.members.properties.contains(where: { $0.name == name })
            else { continue }
            return evaluateComponent(name, of: entry, e, depth: depth, visiting: &visiting)
        }
        let properties = index.properties(named: name, scope: index.scopeTypes(of: scope.owner), file: scope.file)
        guard !properties.isEmpty else { return unknown("\(name) is not declared in the code read", scope, e.line) }
        for property in properties { result.add(evaluateProperty(property, depth: depth, visiting: &visiting)) }
        return result
    }

    /// The values a property's declaration gives it, each with the scope its names resolve in: what its getter
    /// returns (in the getter), then its initializer (in the primary constructor: a Kotlin property initializer reads
    /// its parameters, `val style = styleRes`).
    static func declaredValues(of member: JVMSymbolIndex.Member<JVMProperty>) -> [(JVMExpression, Scope)] {
        var values: [(JVMExpression, Scope)] = []
        if let getter = member.value.getter {
            let getterScope = Scope(
                file: member.file, owner: member.owner,
                function: JVMFunction(name: member.value.name, parameters: [], body: getter, line: member.value.line))
            values += returns(getter).map { ($0, getterScope) }
        }
        if let initializer = member.value.initializer {
            let scope = Scope(
                file: member.file, owner: member.owner,
                function: member.owner.flatMap { JVMWrites.primaryConstructor(of: $0.type) })
            values.append((initializer, scope))
        }
        return values
    }

    func evaluateProperty(_ member: JVMSymbolIndex.Member<JVMProperty>, depth: Int, visiting: inout Set<String>)
        -> Result
    {
        let key = "property \(member.file.path):\(member.value.line):\(member.value.name)"
        guard visiting.insert(key).inserted else { return Result() }
        defer { visiting.remove(key) }
        var result = Result()
        for (value, scope) in Self.declaredValues(of: member) {
            result.add(evaluate(value, scope, depth: depth + 1, visiting: &visiting))
        }
        // Every value the type's own code assigns to it (`this.theme = theme;` in a constructor).
        let writes =
            member.owner.map { index.writes.propertyWrites["\($0.type.name).\(member.value.name)"] ?? [] } ?? []
        for write in writes {
            var writeScope = Scope(file: write.file, owner: write.owner, function: write.function)
            if let function = write.function,
                let site = setterSites[FunctionPlace(name: function.name, path: write.file.path, line: function.line)]
            {
                writeScope.bind(
                    site.arguments, from: Box(Scope(file: site.file, owner: site.owner, function: site.function)))
            }
            for argument in write.arguments {
                result.add(evaluate(argument.value, writeScope, depth: depth + 1, visiting: &visiting))
            }
        }
        if member.value.getter == nil, member.value.initializer == nil, writes.isEmpty {
            result.unknowns.append(
                Unknown(
                    detail: "\(member.value.name) has no value where it is declared", path: member.file.path,
                    line: member.value.line))
        }
        return result
    }

    func evaluateMember(
        _ base: JVMExpression, _ name: String, _ e: JVMExpression, _ scope: Scope, depth: Int,
        visiting: inout Set<String>
    ) -> Result {
        // `Type.NAME`, `Outer.Type.NAME`, `Type.Companion.NAME`: a member of a type declared in the code read.
        if let path = base.dottedPath {
            let typeName = path.split(separator: ".").last(where: { $0 != "Companion" }).map(String.init) ?? path
            if index.types[typeName] != nil {
                // An enum constant (`Theme.LIGHT`, a map's key) is no resource: nothing to add.
                if index.types[typeName]?.contains(where: { $0.type.enumEntries.contains { $0.name == name } }) == true
                {
                    return Result()
                }
                let found = index.members(index.properties[name] ?? [], ofType: typeName)
                if !found.isEmpty {
                    var result = Result()
                    for property in found { result.add(evaluateProperty(property, depth: depth, visiting: &visiting)) }
                    return result
                }
            }
        }
        if receiverValuedNames.contains(name), isValuedConstruction(base, scope) {
            return evaluate(base, scope, depth: depth + 1, visiting: &visiting)
        }
        // `accent.style`: a property every constant of an enum declares (`enum class Accent(val style: Int)`).
        var result = evaluateComponents(name, e, depth: depth, visiting: &visiting) { $0.kind == .enum }
        if !result.values.isEmpty || !result.unknowns.isEmpty { return result }
        // `spec.style`: a `val` of a class's primary constructor (`class Spec(val style: Int)`), a record's component:
        // every construction.
        result = evaluateComponents(name, e, depth: depth, visiting: &visiting) { type in
            type.kind != .enum && type.constructorParameters.contains { $0.name == name && $0.isProperty }
        }
        if !result.values.isEmpty || !result.unknowns.isEmpty { return result }
        // A property of an object the code read declares, reached through an instance. An abstract one (an
        // interface's `val appThemeResourceId: Int`) has no value of its own: its overrides give it.
        let declared = (index.properties[name] ?? []).filter { $0.owner != nil }
        let concrete = declared.filter { $0.value.getter != nil || $0.value.initializer != nil }
        let properties = concrete.isEmpty ? declared : concrete
        if !properties.isEmpty, properties.count <= 4 {
            for property in properties { result.add(evaluateProperty(property, depth: depth, visiting: &visiting)) }
            return result
        }
        return unknown(
            "\(base.dottedPath.map { $0 + "." } ?? "")\(name) is not declared in the code read", scope, e.line)
    }

    /// Scope functions whose value is their lambda's (`run { }`, `x.let { }`, `with(x) { }`, `lazy { }`).
    static let lambdaValued: Set<String> = ["run", "let", "with", "lazy", "runCatching", "synchronized", "remember"]
    /// Calls whose value is their receiver (`x.also { }`, `x.apply { }`, `x.takeIf { }`).
    static let receiverValued: Set<String> = ["also", "apply", "takeIf", "takeUnless", "getOrNull", "getOrThrow"]
    /// Collections built from their elements; indexing one can give any element.
    static let collections: Set<String> = [
        "arrayOf", "intArrayOf", "listOf", "mutableListOf", "arrayListOf", "setOf", "mapOf", "mutableMapOf",
        "hashMapOf", "asList", "of", "ofEntries", "entry",
    ]
    /// The platform's collection classes: an instance built empty (or with a capacity) holds what code puts in it
    /// (`JVMWrites.propertyWrites`), one built from another collection its elements.
    static let collectionTypes: Set<String> = [
        "HashMap", "LinkedHashMap", "TreeMap", "ArrayMap", "EnumMap", "ConcurrentHashMap", "SparseArray",
        "SparseIntArray", "ArrayList", "LinkedList", "HashSet", "LinkedHashSet", "TreeSet", "ArraySet",
    ]
    /// Lookups whose value is an element of the receiver collection, or their default argument.
    static let lookups: Set<String> = ["get", "getValue", "getOrDefault", "getOrElse", "elementAt", "first", "last"]

    func evaluateCall(
        _ callee: JVMExpression, _ arguments: [JVMArgument], _ e: JVMExpression, _ scope: Scope, depth: Int,
        visiting: inout Set<String>
    ) -> Result {
        var result = Result()
        guard let (name, receiver) = callee.calledName else {
            return unknown("a call Legible does not read", scope, e.line)
        }
        if Self.lambdaValued.contains(name), let lambda = arguments.last?.value, case .lambda = lambda.kind {
            return evaluate(lambda, scope, depth: depth + 1, visiting: &visiting)
        }
        if let position = valuedArguments[name], arguments.count > position {
            return evaluate(arguments[position].value, scope, depth: depth + 1, visiting: &visiting)
        }
        // `wrapper.getTheme()`: the wrapper's style when the receiver is one the evaluator knows, else the call.
        if receiverValuedNames.contains(name), arguments.isEmpty, let receiver, isValuedConstruction(receiver, scope) {
            return evaluate(receiver, scope, depth: depth + 1, visiting: &visiting)
        }
        if Self.receiverValued.contains(name), let receiver {
            return evaluate(receiver, scope, depth: depth + 1, visiting: &visiting)
        }
        if Self.typedArrayGetters.contains(name), let receiver, !typedArrays.isEmpty {
            return typedArrayItems(receiver, e, scope, depth: depth, visiting: &visiting)
        }
        if Self.collections.contains(name) {
            for argument in arguments {
                result.add(evaluate(argument.value, scope, depth: depth + 1, visiting: &visiting))
            }
            return result
        }
        if Self.collectionTypes.contains(name), receiver == nil || receiver?.dottedPath != nil {
            for argument in arguments {
                if case .literal(_, .number) = argument.value.kind { continue } // a capacity
                result.add(evaluate(argument.value, scope, depth: depth + 1, visiting: &visiting))
            }
            return result
        }
        if Self.lookups.contains(name), let receiver {
            result.add(evaluate(receiver, scope, depth: depth + 1, visiting: &visiting))
            for argument in arguments.dropFirst() {
                result.add(evaluate(argument.value, scope, depth: depth + 1, visiting: &visiting))
            }
            return result
        }
        // The functions the call can reach, the nearest first.
        var typeScope = index.scopeTypes(of: scope.owner)
        if let path = receiver?.dottedPath {
            let typeName = path.split(separator: ".").last(where: { $0 != "Companion" }).map(String.init) ?? path
            if index.types[typeName] != nil { typeScope = [typeName] + typeScope }
        }
        let candidates = index.functions(
            named: name, argumentCount: arguments.count, scope: typeScope, file: scope.file
        ).filter { $0.value.body != nil }
        // `config.themeResourceId()`: a record's accessor, which the record declares by its header alone.
        if candidates.isEmpty, arguments.isEmpty, receiver != nil {
            let components = evaluateComponents(name, e, depth: depth, visiting: &visiting) { $0.kind == .record }
            if !components.values.isEmpty || !components.unknowns.isEmpty { return components }
        }
        guard !candidates.isEmpty else {
            let written = (receiver?.dottedPath.map { $0 + "." } ?? "") + name
            return unknown("\(written)(…) is not in the code read", scope, e.line)
        }
        let box = Box(scope)
        for candidate in candidates {
            let key = "function \(candidate.file.path):\(candidate.value.line):\(name)"
            guard visiting.insert(key).inserted else { continue }
            defer { visiting.remove(key) }
            var inner = Scope(file: candidate.file, owner: candidate.owner, function: candidate.value)
            inner.bind(arguments, from: box)
            for value in Self.returns(candidate.value.body ?? []) {
                result.add(evaluate(value, inner, depth: depth + 1, visiting: &visiting))
            }
        }
        return result
    }

    /// `name` as a component of each type of the code read that `matches` and declares it in its primary constructor
    /// or record header (`evaluateComponent`).
    func evaluateComponents(
        _ name: String, _ e: JVMExpression, depth: Int, visiting: inout Set<String>, matches: (JVMType) -> Bool
    ) -> Result {
        var result = Result()
        for entries in index.types.values {
            for entry in entries
            where matches(entry.type) && entry.type.constructorParameters.contains(where: { $0.name == name }) {
                result.add(evaluateComponent(name, of: entry, e, depth: depth, visiting: &visiting))
            }
        }
        return result
    }

    /// A component of a type's primary constructor or record header (`enum class Accent(val style: Int)`,
    /// `record Look(int styleRes, …)`): the argument each construction passes for it — an enum's constants, a class's
    /// or record's `new` / constructor calls.
    func evaluateComponent(
        _ name: String, of entry: JVMSymbolIndex.TypeEntry, _ e: JVMExpression, depth: Int, visiting: inout Set<String>
    ) -> Result {
        guard let primary = JVMWrites.primaryConstructor(of: entry.type) else { return Result() }
        let scope = Scope(file: entry.file, owner: entry, function: primary)
        return evaluateConstructorParameter(name, of: entry, scope, e, depth: depth, visiting: &visiting)
    }

    /// A constructor's parameter: the argument every construction of the type passes for it (`new DarkSpec(…,
    /// R.style.Black)`, `super(summary, R.style.Dark, overlay)` in a subclass, `this(summary, -1)`), by label or by
    /// position, for constructions whose argument count the constructor accepts.
    func evaluateConstructorParameter(
        _ name: String, of owner: JVMSymbolIndex.TypeEntry, _ scope: Scope, _ e: JVMExpression, depth: Int,
        visiting: inout Set<String>
    ) -> Result {
        guard let constructor = scope.declaration,
            let position = constructor.parameters.firstIndex(where: { $0.name == name })
        else { return unknown("\(name) is not a parameter of a constructor Legible read", scope, e.line) }
        let key = "constructor \(scope.file.path):\(constructor.line):\(name)"
        guard visiting.insert(key).inserted else { return Result() }
        defer { visiting.remove(key) }
        let sites = (index.writes.constructions[owner.type.name] ?? []).filter {
            constructor.accepts(argumentCount: $0.arguments.count)
        }
        guard !sites.isEmpty else {
            return unknown(
                "\(name), a parameter of \(owner.type.name)'s constructor, which no code read calls", scope, e.line)
        }
        var result = Result()
        for site in sites {
            let positional = site.arguments.prefix { $0.label == nil }
            let argument = site.arguments.first { $0.label == name } ?? positional.dropFirst(position).first
            guard let argument else { continue } // a default value: not a style the call passes
            let siteScope = Scope(file: site.file, owner: site.owner, function: site.function)
            result.add(evaluate(argument.value, siteScope, depth: depth + 1, visiting: &visiting))
        }
        return result
    }

    /// Every value `statements` return, nested blocks, branches and lambdas included (Kotlin `return` from an
    /// inline lambda returns from the function).
    public static func returns(_ statements: [JVMStatement]) -> [JVMExpression] {
        var found: [JVMExpression] = []
        JVMTreeWalk.statements(statements) { statement in
            if case .return(let value?) = statement.kind { found.append(value) }
        } expression: { _ in
        }
        return found
    }
}
