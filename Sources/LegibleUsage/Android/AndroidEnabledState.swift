/// Whether an Android view is drawn enabled or disabled: `android:enabled="false"` in the layout, and what Kotlin or
/// Java code sets (`binding.path.setEnabled(false)`, `title.isEnabled = false`, on a view it reaches by id:
/// `AndroidCodeColor` key `enabled`). A disabled view draws the `state_enabled="false"` item of its text color's
/// color state list (`AndroidThemeResolver.color(…, enabled: false)`; a plain color is the same in every state).
///
/// - The layout disables it and no code read sets it: only the disabled state is drawn.
/// - Code sets one value on every path (never inside an `if`, `when` or `switch` branch): that state.
/// - Code sets both values, one under a branch, or a value Legible cannot read: two pairs, `when enabled …` and
///   `when disabled …`, each naming the lines that give it.
enum AndroidEnabledState {
    struct State: Equatable {
        var enabled: Bool
        /// When the pair is shown, where the view has two states.
        var condition: String?
        /// Added to the pair's evidence.
        var note: String

        /// The view as the layout inflates it, enabled, with nothing to say.
        static let asLaidOut = State(enabled: true, condition: nil, note: "")
    }

    /// What one write sets: `false`, `true`, or an expression (`!readOnly`).
    enum Value { case on, off, unknown }

    static func value(_ written: String) -> Value {
        switch written.trimmingCharacters(in: .whitespaces) {
        case "false": .off
        case "true": .on
        default: .unknown
        }
    }

    /// The states `element` is drawn in, given the writes of its `enabled` the code read makes (`code`).
    static func states(of element: AndroidXMLElement, code: [AndroidCodeColor]) -> [State] {
        let layout =
            element.attributes["android:enabled"] == "false"
            ? "android:enabled=\"false\" in the layout (line \(element.line))" : nil
        let note = "; drawn disabled: its text color's state_enabled=\"false\" state"
        guard !code.isEmpty else {
            guard let layout else { return [.asLaidOut] }
            return [State(enabled: false, condition: nil, note: "\(note) (\(layout), and no code read enables it)")]
        }
        let values = code.map { value($0.written) }
        let places = code.map(\.location.fileAndLine).joined(separator: ", ")
        if !code.contains(where: \.inBranch), let first = values.first, first != .unknown,
            values.allSatisfy({ $0 == first })
        {
            return first == .off
                ? [State(enabled: false, condition: nil, note: "\(note) (code disables it: \(places))")]
                : [State(enabled: true, condition: nil, note: "; code enables it (\(places))")]
        }
        func described(_ kept: [Int]) -> String {
            kept.map { k in
                let how = values[k] == .unknown ? " (`\(code[k].call ?? code[k].written)`)" : ""
                return code[k].location.fileAndLine + how + (code[k].inBranch ? " on one branch" : "")
            }.joined(separator: ", ")
        }
        let enabling = values.indices.filter { values[$0] != .off }
        let disabling = values.indices.filter { values[$0] != .on }
        var on = enabling.isEmpty ? [] : ["code enables it at " + described(enabling)]
        if on.isEmpty { on = [layout == nil ? "as the layout inflates it" : "code enables it on no path read"] }
        var off = disabling.isEmpty ? [] : ["code disables it at " + described(disabling)]
        if let layout { off.insert(layout, at: 0) }
        let disabled = off.joined(separator: "; ")
        return [
            State(enabled: true, condition: "when enabled (\(on.joined(separator: "; ")))", note: ""),
            State(enabled: false, condition: "when disabled (\(disabled))", note: "\(note) (\(disabled))"),
        ]
    }
}
