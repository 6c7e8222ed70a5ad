/// Whether a boolean expression tests night mode, as Android decides it (Android "Implement dark theme":
/// `Configuration.uiMode and Configuration.UI_MODE_NIGHT_MASK == Configuration.UI_MODE_NIGHT_YES`,
/// `Configuration.isNightModeActive`; AppCompat `AppCompatDelegate.getDefaultNightMode() == MODE_NIGHT_YES`), read on the
/// syntax tree through what the code read declares:
///
/// - `!c`, `c == true`, `c != …`, `if (c) true else false`;
/// - locals, parameters bound by the call being read, properties (their initializer, getter and every value the
///   type's own code assigns: `isNightMode = isUsingNightModeResources()`; a `false` or `null` initializer is a
///   placeholder when code assigns the property), functions of the code read (every value they return), and
///   `when (uiMode and UI_MODE_NIGHT_MASK) { UI_MODE_NIGHT_YES -> true; else -> false }`;
/// - `forced ?: isNight`, where `forced` is a property nothing assigns but `null`: the right side.
///
/// Anything else (a preference, `&&` with another test, a value from a library) is no night test: nil.
public struct JVMNightCondition: Sendable {
    public static let maxDepth = 12
    /// Constants a night-mode value is compared with for "night".
    static let nightConstants: Set<String> = ["UI_MODE_NIGHT_YES", "MODE_NIGHT_YES"]
    /// Constants a night-mode value is compared with for "day".
    static let dayConstants: Set<String> = ["UI_MODE_NIGHT_NO", "MODE_NIGHT_NO"]
    /// Where a night-mode value is read.
    static let modeSources: Set<String> = [
        "uiMode", "UI_MODE_NIGHT_MASK", "getDefaultNightMode", "defaultNightMode", "getLocalNightMode",
        "localNightMode", "getNightMode", "nightMode",
    ]
    /// `Configuration.isNightModeActive` (API 30), as a property or its Java getter.
    static let nightQueries: Set<String> = ["isNightModeActive"]

    public let index: JVMSymbolIndex

    public init(index: JVMSymbolIndex) { self.index = index }

    /// True when `e` holds only in night mode, false when only by day, nil when it is no night-mode test.
    public func night(when e: JVMExpression, in scope: JVMResourceEvaluator.Scope) -> Bool? {
        var visiting = Set<String>()
        return classify(e, scope, depth: 0, visiting: &visiting)
    }

    func classify(_ e: JVMExpression, _ scope: JVMResourceEvaluator.Scope, depth: Int, visiting: inout Set<String>)
        -> Bool?
    {
        guard depth < Self.maxDepth else { return nil }
        func inner(_ x: JVMExpression, _ s: JVMResourceEvaluator.Scope? = nil) -> Bool? {
            classify(x, s ?? scope, depth: depth + 1, visiting: &visiting)
        }
        switch e.kind {
        case .unary("!", let operand, _):
            return inner(operand).map { !$0 }
        case .binary("?:", let left, let right):
            if isAbsent(left, scope) { return inner(right) }
            let (a, b) = (inner(left), inner(right))
            return a == b ? a : nil
        case .binary(let op, let left, let right) where op == "==" || op == "!=":
            let equal: Bool?
            if let literal = Self.boolean(right) {
                equal = inner(left).map { $0 == literal }
            } else if let literal = Self.boolean(left) {
                equal = inner(right).map { $0 == literal }
            } else {
                equal = Self.comparesMode(left, right)
            }
            return op == "==" ? equal : equal.map { !$0 }
        case .member(_, let name, _) where Self.nightQueries.contains(name):
            return true
        case .call(let callee, _) where callee.calledName.map({ Self.nightQueries.contains($0.name) }) == true:
            return true
        case .conditional(let c, let then, let otherwise?):
            switch (Self.boolean(then), Self.boolean(otherwise)) {
            case (true?, false?): return inner(c)
            case (false?, true?): return inner(c).map { !$0 }
            default: return nil
            }
        case .branches(let subject?, let branches):
            return Self.modeSwitch(subject, branches)
        case .block(let statements):
            return agreed(JVMResourceEvaluator.blockValues(statements).map { ($0, scope) }, depth, &visiting)
        case .name(let name):
            return named(name, scope, depth, &visiting)
        case .member(let base, let name, _) where base.dottedPath == "this":
            return named(name, scope, depth, &visiting)
        case .call(let callee, let arguments):
            guard let (name, _) = callee.calledName else { return nil }
            let functions = index.functions(
                named: name, argumentCount: arguments.count, scope: index.scopeTypes(of: scope.owner), file: scope.file
            ).filter { $0.value.body != nil }
            var found: [(JVMExpression, JVMResourceEvaluator.Scope)] = []
            let key = "call \(scope.file.path):\(e.line):\(name)"
            guard visiting.insert(key).inserted else { return nil }
            defer { visiting.remove(key) }
            for function in functions {
                let inner = JVMResourceEvaluator.Scope(
                    file: function.file, owner: function.owner, function: function.value)
                let body = function.value.body ?? []
                let returned = JVMResourceEvaluator.returns(body)
                // An expression body (`fun isNight() = …`) is its one statement.
                let values = returned.isEmpty ? JVMResourceEvaluator.blockValues(body) : returned
                found += values.map { ($0, inner) }
            }
            return agreed(found, depth, &visiting)
        default:
            return nil
        }
    }

    /// The answer for every value a name can hold (`values(named:)`); nil for a name already being read.
    func named(_ name: String, _ scope: JVMResourceEvaluator.Scope, _ depth: Int, _ visiting: inout Set<String>)
        -> Bool?
    {
        let key = "name \(scope.file.path):\(scope.declaration?.line ?? 0):\(name)"
        guard visiting.insert(key).inserted else { return nil }
        defer { visiting.remove(key) }
        return agreed(values(named: name, scope), depth, &visiting)
    }

    /// One answer for every value, nil when there is none or they differ.
    func agreed(
        _ values: [(JVMExpression, JVMResourceEvaluator.Scope)], _ depth: Int, _ visiting: inout Set<String>
    ) -> Bool? {
        var answer: Bool?
        for (value, scope) in values {
            guard let found = classify(value, scope, depth: depth + 1, visiting: &visiting) else { return nil }
            if let answer, answer != found { return nil }
            answer = found
        }
        return answer
    }

    /// Every value a name can hold: a local's assignments, a bound parameter's argument, a property's initializer,
    /// getter and writes (a `false` / `null` initializer left out when code assigns the property).
    func values(named name: String, _ scope: JVMResourceEvaluator.Scope) -> [(
        JVMExpression, JVMResourceEvaluator.Scope
    )] {
        if let assigned = scope.locals[name] { return assigned.map { ($0, scope) } }
        if let binding = scope.parameters[name] {
            return binding.map { [($0.value, $0.scope.scope)] } ?? []
        }
        var found: [(JVMExpression, JVMResourceEvaluator.Scope)] = []
        for property in index.properties(named: name, scope: index.scopeTypes(of: scope.owner), file: scope.file) {
            let own = JVMResourceEvaluator.Scope(file: property.file, owner: property.owner, function: nil)
            if let owner = property.owner { found += Self.assignments(to: name, in: owner) }
            if let getter = property.value.getter {
                found += JVMResourceEvaluator.returns(getter).map { ($0, own) }
            }
            if let initializer = property.value.initializer,
                !(Self.isPlaceholder(initializer) && !found.isEmpty)
            {
                found.append((initializer, own))
            }
        }
        return found
    }

    /// Every value the owner's own functions assign to its property `name` (`isNightMode = …`, `this.isNightMode =
    /// …`), where no local or parameter of the function has that name.
    static func assignments(to name: String, in owner: JVMSymbolIndex.TypeEntry) -> [(
        JVMExpression, JVMResourceEvaluator.Scope
    )] {
        var found: [(JVMExpression, JVMResourceEvaluator.Scope)] = []
        for function in owner.type.members.functions {
            let body = function.body ?? []
            var shadowed = function.parameters.contains { $0.name == name }
            JVMTreeWalk.statements(body) { statement in
                if case .local(name, _) = statement.kind { shadowed = true }
            } expression: { _ in
            }
            guard !shadowed else { continue }
            let scope = JVMResourceEvaluator.Scope(file: owner.file, owner: owner, function: function)
            JVMTreeWalk.statements(body) { statement in
                guard case .assignment(let target, "=", let value) = statement.kind else { return }
                switch target.kind {
                case .name(name): found.append((value, scope))
                case .member(let base, name, _) where base.kind == .name("this"): found.append((value, scope))
                default: break
                }
            } expression: { _ in
            }
        }
        return found
    }

    /// Whether `e` is `null`, or a property nothing gives a value but `null` (`var forcedIsNight: Boolean? = null`).
    func isAbsent(_ e: JVMExpression, _ scope: JVMResourceEvaluator.Scope) -> Bool {
        if case .literal(_, .null) = e.kind { return true }
        guard case .name(let name) = e.kind, scope.locals[name] == nil, scope.parameters[name] == nil else {
            return false
        }
        let found = values(named: name, scope)
        return !found.isEmpty && found.allSatisfy { if case .literal(_, .null) = $0.0.kind { true } else { false } }
    }

    static func isPlaceholder(_ e: JVMExpression) -> Bool {
        switch e.kind {
        case .literal(_, .null): true
        case .literal("false", .boolean): true
        default: false
        }
    }

    static func boolean(_ e: JVMExpression) -> Bool? {
        guard case .literal(let text, .boolean) = e.kind else { return nil }
        return text == "true"
    }

    /// `uiMode and UI_MODE_NIGHT_MASK == UI_MODE_NIGHT_YES` (true), `… == UI_MODE_NIGHT_NO` (false).
    static func comparesMode(_ left: JVMExpression, _ right: JVMExpression) -> Bool? {
        let sides = [Set(JVMTreeWalk.names(in: left)), Set(JVMTreeWalk.names(in: right))]
        guard sides.contains(where: { !$0.isDisjoint(with: modeSources) }) else { return nil }
        if sides.contains(where: { !$0.isDisjoint(with: nightConstants) }) { return true }
        if sides.contains(where: { !$0.isDisjoint(with: dayConstants) }) { return false }
        return nil
    }

    /// `when (uiMode and UI_MODE_NIGHT_MASK) { UI_MODE_NIGHT_YES -> true; else -> false }`: true when the night
    /// constant's branches give true and every other gives false (false the other way round).
    static func modeSwitch(_ subject: JVMExpression, _ branches: [JVMBranch]) -> Bool? {
        guard !Set(JVMTreeWalk.names(in: subject)).isDisjoint(with: modeSources) else { return nil }
        var night: Bool?
        var other: Bool?
        for branch in branches {
            guard let value = boolean(branch.body) else { return nil }
            let isNight = branch.conditions.contains {
                !Set(JVMTreeWalk.names(in: $0)).isDisjoint(with: nightConstants)
            }
            if isNight {
                if night != nil, night != value { return nil }
                night = value
            } else {
                if other != nil, other != value { return nil }
                other = value
            }
        }
        guard let night, let other, night != other else { return nil }
        return night
    }
}
