import Foundation
import LegibleJVMSyntax

/// The views a name that is no id stands for where the code binds it, read on the Kotlin/Java syntax tree the way a
/// compiler binds a name to what it holds: a write on such a name is a write on those views (issue 29: only a receiver
/// that stays unknown leaves the views it may reach to review).
/// - the parameter of a listener set on a view (`decorView.setOnApplyWindowInsetsListener { view, insets -> … }`,
///   Java `(v, insets) -> …`, an anonymous listener's method, `ViewCompat.setOnApplyWindowInsetsListener(x) { v, _ ->
///   … }`): the view it is set on, whose listeners all receive it first;
/// - the variable of a `for` loop over a collection, the parameter of `forEach { v -> … }` (or its `it`), of a
///   function `forEach(::paint)` / `forEach(this::paint)` hands the elements to: each element, when the collection's
///   elements are known (`listOf(…)`, `arrayOf(…)`, `Arrays.asList(…)`, a property or local the code fills only
///   with those and `add(…)`);
/// - the parameter of `also { v -> … }` / `let { … }` on a view: that view;
/// - a local declared with the window's decor view (`View decorView = getWindow().getDecorView()`): the decor view;
///   one declared with an alert dialog's button (`Button ok = dialog.getButton(AlertDialog.BUTTON_POSITIVE)`): that
///   button (`AndroidDialogButtons`).
struct AndroidReceiverViews {
    /// A name bound, on some lines, to the views it stands for.
    struct Binding {
        let name: String
        let lines: Set<Int>
        let views: [JVMExpression]
    }

    private(set) var bindings: [Binding] = []

    /// Listeners whose callback receives the view they are set on as its first parameter.
    static let viewListeners: Set<String> = [
        "setOnClickListener", "setOnLongClickListener", "setOnTouchListener", "setOnFocusChangeListener",
        "setOnApplyWindowInsetsListener", "addOnLayoutChangeListener", "setOnKeyListener", "setOnScrollChangeListener",
        "setOnDragListener", "setOnHoverListener", "setOnGenericMotionListener", "setOnCheckedChangeListener",
        "doOnLayout", "doOnNextLayout", "doOnPreDraw", "doOnAttach", "doOnDetach",
    ]

    /// Calls that run their lambda once per element of the receiver collection, the element its first parameter.
    static let elementCalls: Set<String> = ["forEach", "onEach"]

    /// Kotlin scope functions whose lambda receives the receiver as its parameter.
    static let parameterScopes: Set<String> = ["also", "let"]

    /// Calls that build a collection of their arguments.
    static let collectionBuilders: Set<String> = [
        "listOf", "mutableListOf", "arrayListOf", "arrayOf", "setOf", "mutableSetOf", "linkedSetOf", "listOfNotNull",
        "asList", "of",
    ]

    /// Constructors of an empty collection, filled afterwards by `add(…)`.
    static let emptyCollections: Set<String> = ["ArrayList", "HashSet", "LinkedHashSet", "LinkedList"]

    init() {}

    init(file: JVMFile) {
        let properties = Self.elements(of: file)
        var found: [Binding] = []
        let functions = file.members.functions + file.allTypes.flatMap { $0.type.members.functions }
        AndroidCodeColor.forEachBody(of: file) { statements, _ in
            let locals = Self.elements(in: statements)
            func elements(_ e: JVMExpression) -> [JVMExpression]? {
                if let built = Self.built(e) { return built }
                switch AndroidFileViews.uncast(e).kind {
                case .name(let name):
                    if let local = locals[name] { return local }
                    return properties[name] ?? nil
                case .member(let base, let name, _) where base.kind == .name("this"): return properties[name] ?? nil
                default: return nil
                }
            }
            func bind(_ lambda: JVMExpression, to views: [JVMExpression], implicit: Bool) {
                switch lambda.kind {
                case .lambda(let parameters, let body):
                    guard let name = parameters.first ?? (implicit ? "it" : nil) else { return }
                    found.append(Binding(name: name, lines: JVMTreeWalk.allLines(body), views: views))
                case .object(_, _, let members):
                    for function in members.functions {
                        guard let name = function.parameters.first?.name else { continue }
                        let lines = JVMTreeWalk.allLines(function.body ?? [])
                        found.append(Binding(name: name, lines: lines, views: views))
                    }
                case .member(let base, let name, "::") where base.kind == .unknown || base.kind == .name("this"):
                    // `forEach(::paint)`: the function's first parameter, in its body.
                    for function in functions where function.name == name && function.parameters.count == 1 {
                        guard let parameter = function.parameters.first?.name else { continue }
                        found.append(
                            Binding(name: parameter, lines: JVMTreeWalk.allLines(function.body ?? []), views: views))
                    }
                default: return
                }
            }
            JVMTreeWalk.statements(statements) { s in
                if let loop = s.loop, case .compound(let body) = s.kind, let views = elements(loop.sequence) {
                    found.append(Binding(name: loop.variable, lines: JVMTreeWalk.allLines(body), views: views))
                }
                if case .local(let name, let value?) = s.kind,
                    AndroidCodeColor.isDecorView(value) || AndroidDialogButtons.isDialogButton(value)
                {
                    found.append(Binding(name: name, lines: JVMTreeWalk.allLines(statements), views: [value]))
                }
            } expression: { e in
                guard case .call(let callee, let arguments) = e.kind, let (name, receiver) = callee.calledName,
                    let last = arguments.last?.value
                else { return }
                if Self.viewListeners.contains(name) {
                    // `ViewCompat.setOnApplyWindowInsetsListener(view) { v, insets -> … }`: the view is the argument.
                    let helper = receiver.map { AndroidCodeColor.isHelperCall($0) } ?? false
                    guard let view = helper ? (arguments.count == 2 ? arguments.first?.value : nil) : receiver else {
                        return
                    }
                    bind(last, to: [view], implicit: true)
                } else if Self.parameterScopes.contains(name), let receiver, arguments.count == 1 {
                    bind(last, to: [receiver], implicit: true)
                } else if Self.elementCalls.contains(name), let receiver, arguments.count == 1,
                    let views = elements(receiver)
                {
                    bind(last, to: views, implicit: true)
                }
            }
        }
        bindings = found
    }

    /// The views `name` stands for on `line`: the innermost binding of that name holding the line.
    func views(_ name: String, line: Int) -> [JVMExpression]? {
        bindings.filter { $0.name == name && $0.lines.contains(line) }.min { $0.lines.count < $1.lines.count }?.views
    }

    /// The arguments of a call building a collection of them (`listOf(a, b)`, `Arrays.asList(a, b)`), none for an empty
    /// one (`ArrayList()`); nil for anything else.
    static func built(_ e: JVMExpression) -> [JVMExpression]? {
        guard case .call(let callee, let arguments) = AndroidFileViews.uncast(e).kind,
            let (name, _) = callee.calledName
        else { return nil }
        if collectionBuilders.contains(name) { return arguments.map(\.value) }
        if emptyCollections.contains(name), arguments.isEmpty { return [] }
        return nil
    }

    /// What the code puts in each name of `statements` (a local): `val v = listOf(…)`, `v = arrayOf(…)`,
    /// `v.add(x)`, `v += x`; a name also given anything else maps to nil (its elements are not known).
    static func elements(in statements: [JVMStatement]) -> [String: [JVMExpression]?] {
        var result: [String: [JVMExpression]?] = [:]
        func put(_ name: String, _ value: JVMExpression?, adding: Bool) {
            guard result[name] != .some(nil) else { return }
            let known = value.flatMap { adding ? (built($0) ?? [$0]) : built($0) }
            guard let known else {
                result[name] = .some(nil)
                return
            }
            let previous: [JVMExpression] = (result[name] ?? []) ?? []
            result[name] = .some(previous + known)
        }
        func target(_ e: JVMExpression) -> String? {
            switch e.kind {
            case .name(let name): return name
            case .member(let base, let name, _) where base.kind == .name("this"): return name
            default: return nil
            }
        }
        JVMTreeWalk.statements(statements) { s in
            switch s.kind {
            case .local(let name, let value): if value != nil { put(name, value, adding: false) }
            case .assignment(let t, "=", let value): if let name = target(t) { put(name, value, adding: false) }
            case .assignment(let t, "+=", let value): if let name = target(t) { put(name, value, adding: true) }
            default: break
            }
        } expression: { e in
            guard case .call(let callee, let arguments) = e.kind, let (name, receiver) = callee.calledName,
                let receiver, let collection = target(receiver), result[collection] != nil
            else { return }
            switch name {
            case "add" where arguments.count == 1: put(collection, arguments[0].value, adding: true)
            case "addAll" where arguments.count == 1: put(collection, arguments[0].value, adding: false)
            default: break
            }
        }
        return result
    }

    /// The same for the properties of `file` (their initializers, and what every body of the file puts in them).
    static func elements(of file: JVMFile) -> [String: [JVMExpression]?] {
        var code: [JVMStatement] = []
        func collect(_ members: JVMMembers) {
            for property in members.properties {
                code.append(JVMStatement(.local(name: property.name, value: property.initializer), line: property.line))
            }
            code += members.code
        }
        collect(file.members)
        for (type, _) in file.allTypes { collect(type.members) }
        return elements(in: code)
    }
}
