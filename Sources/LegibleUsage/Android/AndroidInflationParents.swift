import Foundation
import LegibleJVMSyntax
import LegiblePalette

/// The parents code gives the inflations of layouts whose ids it passes around as values (issue 29: a layout is drawn
/// where its inflation puts it, not on a window assumed), read on the Kotlin/Java syntax tree.
///
/// `LayoutInflater.inflate(resource, root, attachToRoot)` (and `View.inflate(context, resource, root)`) draws the
/// layout inside `root`: attached there, or given `root`'s layout parameters to be added there
/// (developer.android.com/reference/android/view/LayoutInflater). Here the resource is any value: what it can be is
/// evaluated (`JVMResourceEvaluator`: an id handed to a constructor and stored in a field, `new
/// FieldLayout(R.layout.amount_field)` read back as `mLayoutId`, a parameter, a constant), and the root is followed
/// to a view whose layout element is known:
///
/// - a view the code finds by id (`AndroidAddedViews`): the element of that id, as for a literal layout;
/// - `this` in a custom view class: wherever a layout uses the class as a tag (`AndroidIncludeGraph`);
/// - a parameter of the function: every call of that function in the code read (by name and argument count, on a
///   receiver of the function's class or a subclass — typed where declared, else as `JVMInstanceEvaluator` follows
///   it, a `for` loop's variable by the type it declares, else through the loop's sequence), with its argument followed the same way, up to
///   `maximumDepth` calls. A call in a function that nothing calls and that overrides nothing never runs and is left
///   out.
///
/// Anything else (`null`, a field, a value not followed, a function no code read calls) is a parent not known. A
/// layout is placed by these inflations only when every one of them reaches a known parent
/// (`AndroidUnfollowedInflations` otherwise).
struct AndroidInflationParents {
    /// Where an inflation's parent leads.
    enum Parent: Hashable {
        /// A view found by id, as the code writes it, in the code of `owner` (outermost class), at `location`.
        case view(id: String, owner: String, location: SourceLocation)
        /// `this` in the custom view class `type`.
        case customView(type: String)
        /// A parent that cannot be known, and why (`file:line: detail`).
        case unknown(String)
    }

    static let maximumDepth = 6

    /// Layout → where the inflations that evaluate to it lead.
    private(set) var parents: [String: Set<Parent>] = [:]

    /// One function body of the code read, with what its names are.
    struct Body {
        let file: JVMFile
        let scope: JVMResourceEvaluator.Scope
        let function: JVMFunction?
        let statements: [JVMStatement]
        let views: AndroidAddedViews
        let receivers: AndroidReceiverTypes
        /// The `for` loops' variables, with the types they are declared with and their sequences.
        let loops: [String: [(type: String?, sequence: JVMExpression)]]
        /// The named types around the code, innermost last.
        let types: [String]
        var owner: String {
            types.first ?? ((file.path as NSString).lastPathComponent as NSString).deletingPathExtension
        }
    }

    /// A call: its body, name, arguments and receiver.
    struct Call {
        let body: Int
        let name: String
        let arguments: [JVMArgument]
        let receiver: JVMExpression?
        let line: Int
    }

    private let index: JVMSymbolIndex
    private var bodies: [Body] = []
    private var calls: [String: [Call]] = [:]
    /// Functions the code names as references (`this::refresh`, `::refresh`): called from code not followed.
    private var referenced = Set<String>()
    private let instances: JVMInstanceEvaluator

    init(files: [JVMFile], index: JVMSymbolIndex) {
        self.index = index
        instances = JVMInstanceEvaluator(index: index) { index.types[$0] != nil }
        let layouts = JVMResourceEvaluator(index: index, kind: "layout")
        var inflations: [(body: Int, layout: JVMExpression, parent: JVMExpression?, line: Int)] = []
        var bodies: [Body] = []
        var calls: [String: [Call]] = [:]
        var referenced = Set<String>()
        for file in files where !AndroidTestSources.contains(file.path) {
            let fileReceivers = AndroidReceiverTypes(file: file)
            AndroidCodeThemes.forEachBody(of: file, index: index) { statements, scope, function in
                var loops: [String: [(type: String?, sequence: JVMExpression)]] = [:]
                JVMTreeWalk.statements(statements) { s in
                    if let loop = s.loop { loops[loop.variable, default: []].append((loop.type, loop.sequence)) }
                } expression: { _ in
                }
                let types = scope.owner.map { $0.outer + [$0.type.name] } ?? []
                let body = Body(
                    file: file, scope: scope, function: function, statements: statements,
                    views: AndroidAddedViews(statements, parameters: Set((function?.parameters ?? []).map(\.name))),
                    receivers: fileReceivers.inside(function, statements), loops: loops, types: types)
                let n = bodies.count
                bodies.append(body)
                JVMTreeWalk.statements(statements) { _ in
                } expression: { e in
                    if case .member(_, let name, "::") = e.kind { referenced.insert(name) }
                    guard case .call(let callee, let arguments) = e.kind, let (name, receiver) = callee.calledName
                    else { return }
                    calls[name, default: []].append(
                        Call(body: n, name: name, arguments: arguments, receiver: receiver, line: e.line))
                    guard name == "inflate" else { return }
                    // A binding class's `inflate` names its layout (`AndroidLayoutUse`, `AndroidAddedViews`).
                    if let path = receiver?.dottedPath, AndroidLayoutUse.layout(ofBinding: path) != nil { return }
                    let at = receiver?.dottedPath == "View" ? 1 : 0
                    guard arguments.count > at else { return }
                    let parent: JVMExpression? = arguments.count > at + 1 ? arguments[at + 1].value : nil
                    inflations.append((body: n, layout: arguments[at].value, parent: parent, line: e.line))
                }
            }
        }
        self.bodies = bodies
        self.calls = calls
        self.referenced = referenced
        for inflation in inflations {
            let body = bodies[inflation.body]
            let names = Set(
                layouts.evaluate(inflation.layout, in: body.scope).values.filter { !$0.platform }.map(\.name))
            guard !names.isEmpty else { continue }
            var unused = Set<String>()
            if let function = body.function, !isCalled(function, body: inflation.body, depth: 0, visited: &unused) {
                continue
            }
            let at = "\((body.file.path as NSString).lastPathComponent):\(inflation.line)"
            var visited = Set<String>()
            var found: Set<Parent> = [.unknown("\(at): inflated with no parent")]
            if let parent = inflation.parent {
                found = follow(parent, in: inflation.body, line: inflation.line, depth: 0, visited: &visited)
            }
            for name in names { parents[name, default: []].formUnion(found) }
        }
    }

    /// Where the parent expression `e`, in body `n`, leads.
    func follow(_ e: JVMExpression, in n: Int, line: Int, depth: Int, visited: inout Set<String>) -> Set<Parent> {
        let body = bodies[n]
        let at = "\((body.file.path as NSString).lastPathComponent):\(line)"
        if let id = body.views.viewID(e, depth: 0) {
            return [.view(id: id, owner: body.owner, location: SourceLocation(path: body.file.path, line: line))]
        }
        switch e.kind {
        case .literal(_, .null):
            return [.unknown("\(at): inflated with a null parent")]
        case .name("this"):
            if let type = body.types.last, AndroidCodeHosts.isCustomView(type, index: index) {
                return [.customView(type: type)]
            }
            return [.unknown("\(at): this, which is no view")]
        case .binary(let op, let left, _) where op == "as" || op == "as?":
            return follow(left, in: n, line: line, depth: depth, visited: &visited)
        case .unary("!!", let operand, _):
            return follow(operand, in: n, line: line, depth: depth, visited: &visited)
        case .name(let name):
            guard let function = body.function,
                let position = function.parameters.firstIndex(where: { $0.name == name })
            else { return [.unknown("\(at): \(name), a value not followed")] }
            return callers(of: function, body: n, parameter: position, depth: depth, visited: &visited)
        default:
            return [.unknown("\(at): a parent not followed")]
        }
    }

    /// Where the arguments every call of `function` (declared in body `n`) passes for its parameter `position` lead.
    func callers(
        of function: JVMFunction, body n: Int, parameter position: Int, depth: Int, visited: inout Set<String>
    ) -> Set<Parent> {
        let body = bodies[n]
        let at = "\((body.file.path as NSString).lastPathComponent):\(function.line)"
        let key = "\(body.file.path):\(function.line):\(position)"
        guard depth < Self.maximumDepth, visited.insert(key).inserted else {
            return [.unknown("\(at): \(function.name) is called through more calls than are followed")]
        }
        let sites = self.sites(of: function, in: body)
        guard !sites.isEmpty else { return [.unknown("\(at): no code read calls \(function.name)")] }
        var result = Set<Parent>()
        let name = function.parameters[position].name
        for call in sites {
            var unused = Set<String>()
            if let caller = bodies[call.body].function, !isCalled(caller, body: call.body, depth: 0, visited: &unused) {
                continue
            }
            var argument = call.arguments.first { $0.label == name }
            if argument == nil, call.arguments.indices.contains(position), call.arguments[position].label == nil {
                argument = call.arguments[position]
            }
            guard let argument else {
                result.insert(.unknown("\(at): a call of \(function.name) passes no \(name)"))
                continue
            }
            result.formUnion(
                follow(argument.value, in: call.body, line: call.line, depth: depth + 1, visited: &visited))
        }
        return result
    }

    /// The calls of `function` (declared in `body`'s type) in the code read: its name, an argument count it accepts,
    /// and a receiver of its class.
    /// With `orUnknown`, a receiver whose class is not known counts too (`mayBeAppObject`).
    func sites(of function: JVMFunction, in body: Body, orUnknown: Bool = false) -> [Call] {
        guard let declaring = body.types.last else { return [] }
        let family = index.subtypes(of: declaring).union([declaring])
        return (calls[function.name] ?? []).filter { call in
            guard function.accepts(argumentCount: call.arguments.count) else { return false }
            let classes = receiverClasses(call.receiver, in: bodies[call.body])
            return !classes.isDisjoint(with: family)
                || orUnknown && classes.isEmpty && mayBeAppObject(call.receiver, in: bodies[call.body])
        }
    }

    /// Whether a receiver whose app class is not known may still be an instance of one: not a call of a function no
    /// code read declares (`getLayoutInflater()`, `LayoutInflater.from(context)`: a platform's or library's object),
    /// not a name declared with a type, not a class of the platform written for a static call.
    func mayBeAppObject(_ receiver: JVMExpression?, in body: Body) -> Bool {
        guard let receiver else { return true }
        switch receiver.kind {
        case .call(let callee, _):
            guard let name = callee.calledName?.name else { return true }
            return index.functions[name] != nil
        case .name(let name):
            if body.receivers.type(of: receiver) != nil { return false }
            if let loops = body.loops[name], loops.allSatisfy({ $0.type != nil }) { return false }
            return name.first?.isUppercase != true || index.types[name] != nil
        default:
            return body.receivers.type(of: receiver) == nil
        }
    }

    /// The app classes a call's receiver can be: the code's own types (and their supertypes) for none, `this` or
    /// `super`; the class written for a static call; the type declared for a name; else what the instance evaluator
    /// follows (through a `for` loop's sequence for its variable).
    func receiverClasses(_ receiver: JVMExpression?, in body: Body) -> Set<String> {
        guard let receiver, receiver.kind != .name("this"), receiver.kind != .name("super") else {
            return Set(body.types + body.types.flatMap { index.supertypes(of: $0) })
        }
        if let path = receiver.dottedPath, let last = path.split(separator: ".").last.map(String.init),
            last.first?.isUppercase == true, index.types[last] != nil
        {
            return [last]
        }
        if let type = body.receivers.type(of: receiver) { return [type] }
        if case .name(let name) = receiver.kind, let loops = body.loops[name] {
            return loops.reduce(into: Set<String>()) { found, loop in
                if let type = AndroidViewClasses.simpleType(loop.type) {
                    found.insert(type)
                } else {
                    found.formUnion(instances.classes(loop.sequence, in: body.scope))
                }
            }
        }
        return instances.classes(receiver, in: body.scope)
    }

    /// Whether `function` may run: it overrides (the framework or a superclass may call it), code names it as a
    /// function reference, or some code read that may run calls it, on a receiver of its class or one whose class is
    /// not known (code outside a function, an initializer, runs).
    func isCalled(_ function: JVMFunction, body n: Int, depth: Int, visited: inout Set<String>) -> Bool {
        if function.modifiers.contains("override") || referenced.contains(function.name) || depth >= Self.maximumDepth {
            return true
        }
        let body = bodies[n]
        guard visited.insert("\(body.file.path):\(function.line)").inserted else { return false }
        for call in sites(of: function, in: body, orUnknown: true) {
            guard let caller = bodies[call.body].function else { return true }
            if isCalled(caller, body: call.body, depth: depth + 1, visited: &visited) { return true }
        }
        return false
    }
}
