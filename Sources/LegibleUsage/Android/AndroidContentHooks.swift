import Foundation
import LegibleJVMSyntax
import LegiblePalette

/// A base class that adds the view one of its own functions returns into a view of its layout (a template method:
/// `View content = onCreateContentView(inflater, container, state); container.addView(content);` in a base sheet's
/// `onCreateDialog`, with `container = dialogView.findViewById(R.id.content)`), read on the Kotlin/Java syntax tree.
///
/// `ViewGroup.addView(child)` makes `child` a child of the group, drawn inside it over the group and its ancestors
/// (developer.android.com/reference/android/view/ViewGroup#addView(android.view.View)). The base class's code runs on
/// every instance of its subclasses, and a call of its own function runs the subclass's override (Java and Kotlin
/// dispatch virtually), so what each override returns is drawn in that container:
///
/// - a layout the override inflates and returns (`return inflater.inflate(R.layout.sheet_route, container, false)`,
///   `SheetNotesBinding.inflate(inflater).root`, a local holding either): that layout is drawn in the container's
///   element, in the layout the base class shows (`AndroidRowPlacement.placeAddedViews`), not on the surface of the
///   subclass's window;
/// - a list the override makes in code (`new RecyclerView(context)`, `RecyclerView(requireContext())`, with no
///   background set in that function: the library's list styles set none): the rows of the adapter the subclass sets
///   on it, in the override or in a function the base class hands the same view to (`onContentViewCreated(content,
///   state)`), are drawn in the container (`AndroidListAdapters.Attachment.addedList`).
///
/// The view added is the call itself (`container.addView(createBody(inflater))`) or a local of the base function that
/// holds only it; the container is a view found by id (`AndroidAddedViews`); the function called is declared in the
/// base class or one of its superclasses in the code read, with no receiver or `this`.
struct AndroidContentHooks {
    /// A base class's function whose returned view its code adds into a view found by id.
    struct Hook: Hashable {
        /// The class whose code calls the function and adds its view (simple name).
        let type: String
        /// The outermost class declared around that code (`AndroidLayoutUse.owner`): the class showing the container.
        let owner: String
        /// The function called.
        let function: String
        let argumentCount: Int
        /// The id of the container, as the code writes it.
        let containerID: String
        /// The `addView` call.
        let location: SourceLocation
        /// The base class's functions its code hands the added view to (name, argument count, the parameter's index).
        let handedTo: [HandOff]
    }

    /// A call of the base class's own function passing the added view.
    struct HandOff: Hashable {
        let function: String
        let argumentCount: Int
        let position: Int
    }

    /// A layout an override returns, with the hook that adds it.
    struct Added {
        let hook: Hook
        /// The class whose override returns the layout.
        let subclass: String
    }

    /// A list an override makes in code as the view added, and the hook that adds it.
    struct AddedList: Hashable {
        let hook: Hook
        /// The list class (`RecyclerView`).
        let listClass: String
        /// The class whose override makes it.
        let subclass: String
    }

    private(set) var hooks: [Hook] = []
    /// File path → "layout:line" of an inflation an override returns → where it is added.
    private(set) var returnedLayouts: [String: [String: Added]] = [:]
    private let index: JVMSymbolIndex
    static let maxDepth = 4

    init(index: JVMSymbolIndex) {
        self.index = index
        for (name, entries) in index.types.sorted(by: { $0.key < $1.key }) {
            for entry in entries {
                for function in entry.type.members.functions {
                    hooks += Self.hooks(in: function, type: name, entry: entry, index: index)
                }
            }
        }
        for hook in hooks {
            for (subclass, entry, function) in overrides(of: hook) {
                let body = function.body ?? []
                let locals = Self.locals(body)
                for value in AndroidCodeMadeLists.returned(body) {
                    for (layout, line) in Self.inflatedLayouts(value, locals: locals, depth: 0) {
                        returnedLayouts[entry.file.path, default: [:]]["\(layout):\(line)"] = Added(
                            hook: hook, subclass: subclass)
                    }
                }
            }
        }
    }

    /// The hooks one function of the base class `type` makes: each `container.addView(x)` whose container is a view
    /// found by id and whose `x` is (a local holding only) a call of the class's own function.
    static func hooks(in function: JVMFunction, type: String, entry: JVMSymbolIndex.TypeEntry, index: JVMSymbolIndex)
        -> [Hook]
    {
        guard let body = function.body else { return [] }
        let views = AndroidAddedViews(body, parameters: Set(function.parameters.map(\.name)))
        let locals = Self.locals(body)
        let family = Set([type] + index.supertypes(of: type))
        var calls: [(name: String, arguments: [JVMArgument])] = []
        var added: [(call: JVMExpression, local: String?, container: String, line: Int)] = []
        JVMTreeWalk.statements(body) { _ in
        } expression: { e in
            guard case .call(let callee, let arguments) = e.kind, let called = callee.calledName else { return }
            if called.receiver == nil || called.receiver?.kind == .name("this") {
                calls.append((called.name, arguments))
            }
            guard called.name == "addView", let receiver = called.receiver, let first = arguments.first?.value,
                let container = views.viewID(receiver, depth: 0)
            else { return }
            switch first.kind {
            case .call: added.append((first, nil, container, e.line))
            case .name(let local):
                guard let values = locals[local], values.count == 1 else { return }
                added.append((values[0], local, container, e.line))
            default: return
            }
        }
        var result: [Hook] = []
        for (call, local, container, line) in added {
            guard case .call(let callee, let arguments) = call.kind, let called = callee.calledName,
                called.receiver == nil || called.receiver?.kind == .name("this"),
                Self.declares(family, function: called.name, argumentCount: arguments.count, index: index)
            else { continue }
            var handedTo: [HandOff] = []
            if let local {
                for (name, passed) in calls where name != called.name {
                    guard let position = passed.firstIndex(where: { $0.value.kind == .name(local) }),
                        Self.declares(family, function: name, argumentCount: passed.count, index: index)
                    else { continue }
                    handedTo.append(HandOff(function: name, argumentCount: passed.count, position: position))
                }
            }
            result.append(
                Hook(
                    type: type, owner: entry.outer.first ?? type, function: called.name,
                    argumentCount: arguments.count, containerID: container,
                    location: SourceLocation(path: entry.file.path, line: line), handedTo: handedTo))
        }
        return result
    }

    /// Whether a class of `family` declares a function `name` accepting `argumentCount` arguments.
    static func declares(_ family: Set<String>, function name: String, argumentCount: Int, index: JVMSymbolIndex)
        -> Bool
    {
        family.contains { type in
            index.types[type]?.contains { entry in
                entry.type.members.functions.contains { $0.name == name && $0.accepts(argumentCount: argumentCount) }
            } == true
        }
    }

    /// The functions that run for a hook's call: the base class's own (with a body) and every subclass's override.
    func overrides(of hook: Hook) -> [(String, JVMSymbolIndex.TypeEntry, JVMFunction)] {
        var result: [(String, JVMSymbolIndex.TypeEntry, JVMFunction)] = []
        for name in [hook.type] + index.subtypes(of: hook.type).sorted() {
            for entry in index.types[name] ?? [] {
                for function in entry.type.members.functions
                where function.name == hook.function && function.accepts(argumentCount: hook.argumentCount)
                    && function.body != nil
                {
                    result.append((name, entry, function))
                }
            }
        }
        return result
    }

    /// The locals a body declares, with the values given them (`JVMTreeWalk.assignedValues`, without fields).
    static func locals(_ body: [JVMStatement]) -> [String: [JVMExpression]] {
        JVMTreeWalk.assignedValues(in: body, fields: false)
    }

    /// The layouts (name, the line `AndroidLayoutUse` records them on) a returned value inflates: an `inflate` call
    /// naming `R.layout.x`, a view-binding class's `inflate(…)` and its `root` / `getRoot()`, a local holding one.
    static func inflatedLayouts(_ e: JVMExpression, locals: [String: [JVMExpression]], depth: Int) -> [(String, Int)] {
        guard depth < maxDepth else { return [] }
        switch e.kind {
        case .call(let callee, let arguments):
            guard let called = callee.calledName else { return [] }
            if called.name == "inflate" {
                if let argument = arguments.first(where: {
                    $0.value.resourceReference.map { $0.kind == "layout" && !$0.platform } == true
                }), let reference = argument.value.resourceReference {
                    return [(reference.name, argument.value.line)]
                }
                if let path = called.receiver?.dottedPath, let bound = AndroidLayoutUse.layout(ofBinding: path) {
                    return [(bound, callee.line)]
                }
                return []
            }
            if called.name == "getRoot", arguments.isEmpty, let receiver = called.receiver {
                return inflatedLayouts(receiver, locals: locals, depth: depth + 1)
            }
            return []
        case .member(let base, "root", _):
            return inflatedLayouts(base, locals: locals, depth: depth + 1)
        case .name(let name):
            guard let values = locals[name], values.count == 1 else { return [] }
            return inflatedLayouts(values[0], locals: locals, depth: depth + 1)
        case .unary("!!", let operand, _):
            return inflatedLayouts(operand, locals: locals, depth: depth + 1)
        case .binary(let op, let left, _) where op == "as" || op == "as?":
            return inflatedLayouts(left, locals: locals, depth: depth + 1)
        default: return []
        }
    }

    /// The list an adapter is set on, when it is the view a hook adds and an override of the class `type` makes it in
    /// code with no background: written in the override itself (the list it returns), or a parameter of a function
    /// the base class hands the added view to (or a local holding only that parameter: `RecyclerView list =
    /// (RecyclerView) view`).
    func addedList(
        _ list: JVMExpression, type: String?, function: JVMFunction?, body: [JVMStatement],
        known: [String: [JVMExpression]]
    ) -> AddedList? {
        guard let type, let function else { return nil }
        let family = Set([type] + index.supertypes(of: type))
        for hook in hooks where family.contains(hook.type) {
            // The list the override of this class makes (the nearest on its superclass chain).
            guard let made = madeList(of: hook, for: type) else { continue }
            if function.name == hook.function, function.accepts(argumentCount: hook.argumentCount) {
                if AndroidCodeMadeLists.returned(body).contains(where: {
                    AndroidCodeMadeLists.isList($0, written: list)
                }) {
                    return AddedList(hook: hook, listClass: made.list, subclass: made.subclass)
                }
                continue
            }
            guard
                let handOff = hook.handedTo.first(where: {
                    $0.function == function.name && function.accepts(argumentCount: $0.argumentCount)
                }), handOff.position < function.parameters.count
            else { continue }
            let parameter = function.parameters[handOff.position].name
            if Self.isName(list, parameter, known: known, depth: 0) {
                return AddedList(hook: hook, listClass: made.list, subclass: made.subclass)
            }
        }
        return nil
    }

    /// The receiver of a scope function that returns it (`RecyclerView(context).apply { … }`), else the value itself.
    static func scopeReceiver(_ e: JVMExpression) -> JVMExpression {
        if case .call(let callee, let arguments) = e.kind, let called = callee.calledName,
            ["apply", "also"].contains(called.name), let receiver = called.receiver,
            case .lambda? = arguments.last?.value.kind
        {
            return scopeReceiver(receiver)
        }
        return e
    }

    /// Whether `e` is the name `parameter` (through a cast, `!!`, or a local holding only it), not hidden by a local.
    static func isName(_ e: JVMExpression, _ parameter: String, known: [String: [JVMExpression]], depth: Int) -> Bool {
        guard depth < maxDepth else { return false }
        switch e.kind {
        case .name(let name):
            if name == parameter { return known[name] == nil }
            guard let values = known[name], values.count == 1 else { return false }
            return isName(values[0], parameter, known: known, depth: depth + 1)
        case .binary(let op, let left, _) where op == "as" || op == "as?":
            return isName(left, parameter, known: known, depth: depth + 1)
        case .unary("!!", let operand, _):
            return isName(operand, parameter, known: known, depth: depth + 1)
        default: return false
        }
    }

    /// The list class the override of `hook.function` that runs on `type` makes in code and returns, with no
    /// background set there, and the class declaring that override.
    func madeList(of hook: Hook, for type: String) -> (list: String, subclass: String)? {
        for name in [type] + index.supertypes(of: type) {
            for entry in index.types[name] ?? [] {
                for function in entry.type.members.functions
                where function.name == hook.function && function.accepts(argumentCount: hook.argumentCount) {
                    guard let body = function.body, !AndroidCodeMadeLists.setsBackground(body) else { return nil }
                    let locals = Self.locals(body)
                    let made = Set(
                        AndroidCodeMadeLists.returned(body).map { returned -> String? in
                            let value = Self.scopeReceiver(returned)
                            if case .name(let local) = value.kind {
                                let classes = Set(
                                    (locals[local] ?? []).map { AndroidCodeMadeLists.constructedList($0, index: index) }
                                )
                                return classes.count == 1 ? classes.first ?? nil : nil
                            }
                            return AndroidCodeMadeLists.constructedList(value, index: index)
                        })
                    guard made.count == 1, let list = made.first ?? nil else { return nil }
                    return (list, name)
                }
            }
            if name == hook.type { break }
        }
        return nil
    }
}
