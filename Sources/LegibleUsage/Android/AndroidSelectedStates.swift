import LegibleJVMSyntax
import LegiblePalette

/// The selected and activated states code gives a view (`View.setSelected`, `setActivated`; Kotlin `isSelected =`,
/// `isActivated =`), which a state-list background draws (`<selector>` items with `android:state_selected`,
/// `state_activated`: a row marked as the current account or the open chat). A row adapter or a custom row class
/// that sets the state as it binds (`setSelected(isCurrent)` in `AccountRow.bind`, `holder.itemView.isSelected =
/// …`) shows both: a pair per state, the state's layer composited over what is under the row
/// (`AndroidLayoutWalker.selectedStates`).
///
/// Writes on a view by id are read with the other setters (`AndroidViewSetters`, keys `selected` and `activated`);
/// the writes a class makes on itself (no receiver, or `this.`) in any of its functions are read here, by class.
enum AndroidSelectedStates {
    /// The setters, by name, with the state they set.
    static let methods: [String: AndroidCodeColor.Key] = ["setSelected": .selected, "setActivated": .activated]
    static let properties: [String: AndroidCodeColor.Key] = ["isSelected": .selected, "isActivated": .activated]

    /// The drawable state a key sets (`state_selected`, `state_activated`).
    static func state(_ key: AndroidCodeColor.Key) -> String? {
        switch key {
        case .selected: "selected"
        case .activated: "activated"
        default: nil
        }
    }

    /// Simple class name → the states it sets on itself, as `AndroidCodeColor`s of key `selected` or `activated`
    /// (`written` the value), for every class of the code read.
    static func classWrites(index: JVMSymbolIndex) -> [String: [AndroidCodeColor]] {
        var result: [String: [AndroidCodeColor]] = [:]
        for (name, entries) in index.types {
            for entry in entries where entry.type.kind == .class {
                let writes = writes(in: entry.type, path: entry.file.path, name: name)
                if !writes.isEmpty { result[name, default: []] += writes }
            }
        }
        return result
    }

    static func writes(in type: JVMType, path: String, name: String) -> [AndroidCodeColor] {
        var result: [AndroidCodeColor] = []
        func record(_ key: AndroidCodeColor.Key, _ value: JVMExpression, line: Int) {
            let written: String
            if case .literal(let text, _) = value.kind { written = text } else { written = "a value" }
            result.append(
                AndroidCodeColor(
                    key: key, viewID: "class:\(name)", raw: nil, written: written,
                    location: SourceLocation(path: path, line: line)))
        }
        func isSelf(_ receiver: JVMExpression?) -> Bool {
            guard let receiver else { return true }
            return receiver.kind == .name("this")
        }
        for function in type.members.functions {
            JVMTreeWalk.statements(function.body ?? []) { s in
                guard case .assignment(let target, "=", let value) = s.kind else { return }
                switch target.kind {
                case .name(let property):
                    if let key = properties[property] { record(key, value, line: s.line) }
                case .member(let receiver, let property, _) where receiver.kind == .name("this"):
                    if let key = properties[property] { record(key, value, line: s.line) }
                default: break
                }
            } expression: { e in
                guard case .call(let callee, let arguments) = e.kind, let (called, receiver) = callee.calledName,
                    let key = methods[called], isSelf(receiver), arguments.count == 1,
                    let value = arguments.first?.value
                else { return }
                record(key, value, line: e.line)
            }
        }
        return result
    }
}

extension AndroidLayoutWalker {
    /// The view of `chain` code puts in a selected or activated state (the innermost), with the state and the writes.
    func selectedState(_ chain: [AndroidXMLElement]) -> (index: Int, state: String, writes: [AndroidCodeColor])? {
        for index in chain.indices.reversed() {
            for key in [AndroidCodeColor.Key.selected, .activated] {
                let writes = codeSets(chain[index], file: file(atChainIndex: index), key)
                if !writes.isEmpty, let state = AndroidSelectedStates.state(key) { return (index, state, writes) }
            }
        }
        return nil
    }

    /// Runs `emit` once per state the selected view of `chain` is drawn in: not selected and selected, each pair with
    /// its condition, when the state changes the layers under the text; once, as before, otherwise. Writes that all
    /// set the literal `true` (or `false`) on every path give that state only.
    mutating func emitPerSelectedState(_ chain: [AndroidXMLElement], _ emit: (inout AndroidLayoutWalker) -> Void) {
        guard let (index, state, writes) = selectedState(chain) else { return emit(&self) }
        let places = writes.map(\.location.fileAndLine).joined(separator: ", ")
        let fixed = writes.contains(where: \.inBranch) ? nil : Set(writes.map(\.written))
        var variants: [(on: Bool, condition: String)] = [
            (false, "when not \(state) (\(places))"), (true, "when \(state) (\(places))"),
        ]
        if fixed == ["true"] { variants = [(true, "\(state) (\(places))")] }
        if fixed == ["false"] { variants = [(false, "not \(state) (\(places))")] }
        var emitted: [Range<Int>] = []
        var diagnostics = scan.diagnostics.count
        for variant in variants {
            let start = scan.pairs.count
            diagnostics = scan.diagnostics.count
            drawnStates = (variant.on ? [state] : [], index)
            emit(&self)
            drawnStates = ([], 0)
            emitted.append(start..<scan.pairs.count)
        }
        // The state draws the same layers (no state-list background on that view or under it): one pair, as before.
        if emitted.count == 2, emitted[0].count == emitted[1].count,
            zip(emitted[0], emitted[1]).allSatisfy({ a, b in
                scan.pairs[a].background == scan.pairs[b].background && scan.pairs[a].over == scan.pairs[b].over
                    && scan.pairs[a].review == scan.pairs[b].review
            })
        {
            scan.pairs.removeSubrange(emitted[1])
            scan.diagnostics.removeSubrange(diagnostics...)
            pairsOnOwnLayer.subtract(emitted[1])
            return
        }
        for (variant, range) in zip(variants, emitted) {
            for i in range {
                scan.pairs[i].condition =
                    scan.pairs[i].condition.map { "\($0), \(variant.condition)" } ?? variant.condition
            }
        }
    }
}
