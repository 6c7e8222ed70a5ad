import LegiblePalette

/// Whether a storyboard or xib control is drawn enabled or disabled, from the document (`enabled="NO"`) and the code
/// that sets its `enabled` through an outlet (`textField.enabled = NO`, `[button setEnabled:NO]`, also through a local
/// that holds a cell view: `view.textField.enabled = NO`): a disabled control draws its text in its disabled look
/// (`DisabledLook`).
///
/// - The document disables it and no code read sets `enabled`: only the disabled look is drawn.
/// - Code sets one value everywhere, unconditionally: that state.
/// - Code sets both values, or one under a condition it cannot decide, or a Cocoa binding decides it: two pairs, `when enabled …` and
///   `when disabled …`, each naming the lines that give it.
///
/// A disabled look that is not known makes the disabled pair need review (`state`); so does a text color code
/// replaces (its disabled look is not read).
enum CodeEnabledState {
    /// What one write of `enabled` sets.
    enum Value { case on, off, unknown }

    static func value(_ written: String) -> Value {
        switch written.trimmingCharacters(in: .whitespaces) {
        case "NO", "false", "@NO", "0": .off
        case "YES", "true", "@YES", "1": .on
        default: .unknown
        }
    }

    static func apply(_ code: CodeColorAssignments?, to scan: inout UsageScan) {
        guard scan.pairs.contains(where: { $0.disabledLook != nil }) else { return }
        var outlets: [String: OutletBinding] = [:]
        for outlet in scan.outlets { outlets[outlet.path + "\u{0}" + outlet.elementID] = outlet }
        var result: [ObservedPair] = []
        result.reserveCapacity(scan.pairs.count)
        for pair in scan.pairs {
            guard let look = pair.disabledLook else {
                result.append(pair)
                continue
            }
            var writes: [CodeColorAssignments.Assignment] = []
            if let code, let outlet = CodeRecolor.outlet(of: pair, in: outlets) {
                writes = CodeRecolor.assignments(code, outlet, key: "enabled", outlets: scan.outlets)
            }
            result += states(of: pair, look, writes: writes)
        }
        scan.pairs = result
    }

    /// The pairs of one control's text: one per state it can be drawn in.
    static func states(of pair: ObservedPair, _ look: DisabledLook, writes: [CodeColorAssignments.Assignment])
        -> [ObservedPair]
    {
        guard !writes.isEmpty || look.binding != nil else {
            guard let document = look.disabledInDocument else { return [pair] }
            return [disabled(pair, look, because: "\(document), and no code read enables it")]
        }
        let values = writes.map { value($0.value) }
        let places = writes.map { CodeRecolor.place($0.location) }.joined(separator: ", ")
        if look.binding == nil, writes.allSatisfy({ $0.condition == nil }), let first = values.first,
            first != .unknown,
            values.allSatisfy({ $0 == first })
        {
            if first == .off { return [disabled(pair, look, because: "code disables it (\(places))")] }
            var enabled = pair
            enabled.evidence += "; code enables it (\(places))"
            return [enabled]
        }
        func described(_ kept: [Int]) -> String {
            kept.map { k in
                let at = CodeRecolor.place(writes[k].location)
                let when = writes[k].condition.map { " \($0)" } ?? ""
                let unread = values[k] == .unknown ? " to \(writes[k].value)" : ""
                return at + unread + when
            }.joined(separator: "; ")
        }
        let enabling = values.indices.filter { values[$0] != .off }
        let disabling = values.indices.filter { values[$0] != .on }
        var onSources: [String] = enabling.isEmpty ? [] : ["code sets enabled at " + described(enabling)]
        var offSources: [String] = disabling.isEmpty ? [] : ["code sets enabled at " + described(disabling)]
        if let document = look.disabledInDocument { offSources.insert(document, at: 0) }
        if let binding = look.binding {
            onSources.append(binding)
            offSources.append(binding)
        }
        if onSources.isEmpty { onSources = ["the document leaves it enabled"] }
        var enabled = pair
        enabled.condition = joined(pair.condition, "when enabled (\(onSources.joined(separator: "; ")))")
        var off = disabled(pair, look, because: offSources.joined(separator: "; "))
        off.condition = joined(pair.condition, "when disabled (\(offSources.joined(separator: "; ")))")
        return [enabled, off]
    }

    /// The pair as drawn disabled, `because` saying why it is.
    static func disabled(_ pair: ObservedPair, _ look: DisabledLook, because: String) -> ObservedPair {
        var off = pair
        guard pair.foreground == look.enabledForeground else {
            off.review =
                off.review
                ?? ReviewReason(
                    .state,
                    "\(because): it is drawn disabled, and code sets its text color, whose disabled look is not read")
            return off
        }
        switch look.drawn {
        case .color(let color, let how):
            off.foreground = color
            off.evidence += "; drawn disabled (\(because)): \(how)"
        case .unknown(let why):
            off.review = off.review ?? ReviewReason(.state, "drawn disabled (\(because)): \(why)")
        }
        return off
    }

    static func joined(_ a: String?, _ b: String) -> String { a.map { "\($0), \(b)" } ?? b }
}
