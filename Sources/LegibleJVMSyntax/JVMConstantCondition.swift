/// Whether a Kotlin or Java condition has one value in every run of the release app, and which, as a reader of the
/// code can tell it without running it. Known:
///
/// - `true`, `false`, `!`, `&&`, `||` (a known operand decides alone: `true || x` is true whatever `x` is);
/// - `Build.VERSION.SDK_INT` against a release (a number, `Build.VERSION_CODES.LOLLIPOP_MR1`, a constant naming one):
///   the app runs only on releases from its module's `minSdk` up, so `SDK_INT < 22` is false when `minSdk` is 22 or
///   more and `SDK_INT >= 21` is true; with `minSdk` unknown the comparison is unknown;
/// - `BuildConfig.DEBUG`: false in the release build (Android Gradle plugin, `BuildConfig` of a release variant);
/// - a constant (Java `static final`, Kotlin `const val` / `val` without getter) whose initializer is one of these;
/// - a call of a function the code read declares, by name and argument count, when every `return` of its body that
///   can run gives the same known value (`if (true || …) return false; …; return false`).
///
/// Anything else (a preference, a parameter, a field code writes) is unknown (nil): a branch under it may run.
public struct JVMConstantCondition {
    /// The lowest release the module runs on, nil when not known.
    public let minSdk: Int?
    let index: JVMSymbolIndex?
    /// Functions already being evaluated or evaluated, by place: their constant result (nil: not constant).
    private let memo = Memo()

    final class Memo {
        var results: [String: Bool?] = [:]
    }

    /// How deep calls are followed (a helper calling a helper).
    static let maxCallDepth = 3

    public init(minSdk: Int?, index: JVMSymbolIndex? = nil) {
        self.minSdk = minSdk
        self.index = index
    }

    /// Where a name is resolved: the types whose members it reaches without a qualifier, and its file.
    public struct Scope {
        public var types: [String]
        public var file: JVMFile?
        public init(types: [String] = [], file: JVMFile? = nil) {
            self.types = types
            self.file = file
        }
    }

    /// The value `condition` has in every run of the release app, nil when it may differ between runs.
    public func truth(of condition: JVMExpression, in scope: Scope = Scope()) -> Bool? {
        truth(of: condition, in: scope, depth: 0)
    }

    func truth(of e: JVMExpression, in scope: Scope, depth: Int) -> Bool? {
        switch e.kind {
        case .literal(let text, .boolean): return text == "true"
        case .unary("!", let operand, postfix: false): return truth(of: operand, in: scope, depth: depth).map { !$0 }
        case .binary("&&", let left, let right):
            let l = truth(of: left, in: scope, depth: depth)
            if l == false { return false }
            let r = truth(of: right, in: scope, depth: depth)
            if r == false { return false }
            return l == true && r == true ? true : nil
        case .binary("||", let left, let right):
            let l = truth(of: left, in: scope, depth: depth)
            if l == true { return true }
            let r = truth(of: right, in: scope, depth: depth)
            if r == true { return true }
            return l == false && r == false ? false : nil
        case .binary(let op, let left, let right) where JVMReleaseNumber.comparisons.contains(op):
            guard let l = number(left, in: scope, depth: depth), let r = number(right, in: scope, depth: depth) else {
                return nil
            }
            return JVMReleaseNumber.compare(l, op, r)
        case .name, .member:
            if Self.isDebugFlag(e) { return false }
            guard let value = constant(e, in: scope, depth: depth) else { return nil }
            return truth(of: value.expression, in: value.scope, depth: depth + 1)
        case .call(let callee, let arguments):
            return returnedTruth(callee: callee, argumentCount: arguments.count, in: scope, depth: depth)
        default: return nil
        }
    }

    /// `BuildConfig.DEBUG` (also fully qualified).
    static func isDebugFlag(_ e: JVMExpression) -> Bool {
        guard let path = e.dottedPath else { return false }
        return path == "BuildConfig.DEBUG" || path.hasSuffix(".BuildConfig.DEBUG")
    }

    /// A number or the running release, as far as known.
    func number(_ e: JVMExpression, in scope: Scope, depth: Int) -> JVMReleaseNumber? {
        if case .literal(let text, .number) = e.kind {
            return Int(text.filter { $0 != "_" }).map(JVMReleaseNumber.exactly)
        }
        if let path = e.dottedPath {
            if path == "SDK_INT" || path.hasSuffix("VERSION.SDK_INT") {
                return minSdk.map(JVMReleaseNumber.atLeast)
            }
            if let code = JVMReleaseNumber.versionCode(path) { return .exactly(code) }
        }
        guard depth < Self.maxCallDepth, let value = constant(e, in: scope, depth: depth) else { return nil }
        return number(value.expression, in: value.scope, depth: depth + 1)
    }

    /// The initializer of the constant `e` names (`MIN_SDK`, `Config.MIN_SDK`), with where it is declared; nil for a
    /// name that is not one constant of the code read.
    func constant(_ e: JVMExpression, in scope: Scope, depth: Int) -> (expression: JVMExpression, scope: Scope)? {
        guard let index, depth < Self.maxCallDepth else { return nil }
        var found: [JVMSymbolIndex.Member<JVMProperty>]
        switch e.kind {
        case .name(let name):
            found = index.properties(named: name, scope: scope.types, file: scope.file).filter { inScope($0, scope) }
        case .member(let base, let name, "."):
            guard case .name(let typeName) = base.kind, index.types[typeName] != nil else { return nil }
            found = index.members(index.properties[name] ?? [], ofType: typeName)
        default: return nil
        }
        guard found.count == 1, let property = found.first, !property.value.isMutable,
            property.value.getter == nil, let initializer = property.value.initializer
        else { return nil }
        return (initializer, Scope(types: index.scopeTypes(of: property.owner), file: property.file))
    }

    /// Whether an unqualified name reaches `member` for certain: declared in a type of the scope (its class, the
    /// enclosing and super types the code read declares) or at the top level of the same file. A name found only
    /// elsewhere may be a platform or library member of the same name.
    func inScope<Value>(_ member: JVMSymbolIndex.Member<Value>, _ scope: Scope) -> Bool {
        guard let owner = member.owner else { return member.file.path == scope.file?.path }
        return scope.types.contains(owner.type.name)
            || (owner.type.kind == .companionObject && owner.outer.last.map(scope.types.contains) == true)
    }

    /// The value every `return` that can run in the called function gives, if one.
    func returnedTruth(callee: JVMExpression, argumentCount: Int, in scope: Scope, depth: Int) -> Bool? {
        guard let index, depth < Self.maxCallDepth, let (name, receiver) = callee.calledName else { return nil }
        var found = index.functions(named: name, argumentCount: argumentCount, scope: scope.types, file: scope.file)
        if receiver == nil { found = found.filter { inScope($0, scope) } }
        if let receiver {
            // `Util.hasXposed(…)`: a member of the type named; another receiver (an object) is not followed.
            guard case .name(let typeName) = receiver.kind, index.types[typeName] != nil else { return nil }
            found = index.members(found, ofType: typeName)
        }
        guard found.count == 1, let function = found.first, let body = function.value.body, !body.isEmpty else {
            return nil
        }
        let key = "\(function.file.path):\(function.value.line):\(name)"
        if let known = memo.results[key] { return known }
        memo.results[key] = .some(nil) // a recursive call is not constant
        let inner = Scope(types: index.scopeTypes(of: function.owner), file: function.file)
        var values: [Bool?] = []
        JVMLiveCode.statements(
            body, condition: { truth(of: $0, in: inner, depth: depth + 1) }, stopsAtFunctions: true,
            statement: { statement in
                guard case .return(let value) = statement.kind else { return }
                values.append(value.flatMap { truth(of: $0, in: inner, depth: depth + 1) })
            })
        let result: Bool? = values.first.flatMap { first in values.allSatisfy { $0 == first } ? first : nil }
        memo.results[key] = .some(result)
        return result
    }
}
