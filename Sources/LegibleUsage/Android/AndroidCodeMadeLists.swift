import LegibleJVMSyntax

/// A list a fragment makes in code as its whole view (`ListView crops = new ListView(activity); crops.setAdapter(a);
/// return crops;` in `onCreateView`, Kotlin `= RecyclerView(requireContext()).apply { adapter = a }`), read on the
/// syntax tree: no layout declares it, but it is the fragment's root, so it sits in the fragment's container
/// (`AndroidRowPlacement`), and a list view made with no background draws none (the framework's and the support
/// library's `ListView`, `GridView` and `RecyclerView` styles set no `android:background`). Its rows are then drawn on
/// whatever is under that container: the activity's layout and window. A body that sets any background, or a list
/// returned under another name, keeps the row's list not known.
enum AndroidCodeMadeLists {
    /// The list classes a fragment can make in code, as the platform and AndroidX name them.
    static let listClasses: Set<String> = ["ListView", "GridView", "ExpandableListView", "RecyclerView"]
    /// The function whose returned view is a fragment's root.
    static let rootFunction = "onCreateView"
    /// Calls and properties that give a view a background.
    static let backgroundCalls: Set<String> = [
        "setBackgroundColor", "setBackgroundResource", "setBackground", "setBackgroundDrawable",
        "setBackgroundTintList",
        "background", "backgroundTintList",
    ]

    /// The list class `list` (as a code-made list is written: a construction, or a local holding only constructions)
    /// is made from, when `body` (the statements of `function`) makes it as a fragment's root with no background.
    static func fragmentRoot(
        _ list: JVMExpression, function: String?, body: [JVMStatement], known: [String: [JVMExpression]],
        index: JVMSymbolIndex
    ) -> String? {
        guard function == rootFunction, !setsBackground(body) else { return nil }
        let made: String?
        switch list.kind {
        case .call: made = constructedList(list, index: index)
        case .name(let name):
            let values = known[name] ?? []
            let classes = Set(values.compactMap { constructedList($0, index: index) })
            made = values.count == classes.count && classes.count == 1 ? classes.first : nil
        default: made = nil
        }
        guard let made, returned(body).contains(where: { isList($0, written: list) }) else { return nil }
        return made
    }

    /// The list class a construction makes (`new ListView(ctx)`, `RecyclerView(context)`), or an app class built on one.
    static func constructedList(_ e: JVMExpression, index: JVMSymbolIndex) -> String? {
        guard case .call(let callee, _) = e.kind, case .name(let type) = callee.kind else { return nil }
        if listClasses.contains(type) { return type }
        guard index.types[type] != nil, let base = AndroidCodeHosts.platformSuperclass(of: type, index: index),
            listClasses.contains(base)
        else { return nil }
        return type
    }

    /// Whether a returned value is the list as written (its name, or the construction itself), through the scope
    /// functions that return their receiver (`apply`, `also`).
    static func isList(_ value: JVMExpression, written list: JVMExpression) -> Bool {
        if case .call(let callee, let arguments) = value.kind, let called = callee.calledName,
            ["apply", "also"].contains(called.name), let receiver = called.receiver,
            case .lambda? = arguments.last?.value.kind
        {
            return isList(receiver, written: list)
        }
        switch (value.kind, list.kind) {
        case (.name(let a), .name(let b)): return a == b
        case (.call, .call): return value == list
        default: return false
        }
    }

    /// The values `body` returns (`return x`; an expression body is one `return`).
    static func returned(_ body: [JVMStatement]) -> [JVMExpression] {
        var values: [JVMExpression] = []
        JVMTreeWalk.statements(body) { s in
            if case .return(let value?) = s.kind { values.append(value) }
        } expression: { _ in
        }
        return values
    }

    /// Whether any statement of `body` gives a view a background.
    static func setsBackground(_ body: [JVMStatement]) -> Bool {
        var found = false
        JVMTreeWalk.statements(body) { s in
            if case .assignment(let target, "=", _) = s.kind {
                switch target.kind {
                case .name(let name), .member(_, let name, _): if backgroundCalls.contains(name) { found = true }
                default: break
                }
            }
        } expression: { e in
            if case .call(let callee, _) = e.kind, let name = callee.calledName?.name, backgroundCalls.contains(name) {
                found = true
            }
        }
        return found
    }
}
