import LegibleCore
import LegiblePalette
import LegibleJSON

extension ConfigParser {
    static let contrastKeys = [
        "foreground", "background", "level", "text", "algorithm", "minimumLc", "over", "severity", "optional",
        "description",
    ]
    static let distinguishableKeys = ["colors", "deficiencies", "minimumDeltaE", "severity", "optional", "description"]
    static let nearDuplicateKeys = ["threshold", "severity"]

    mutating func contrastRule(_ node: JSONNode) -> ContrastRule? {
        guard let members = node.members else {
            error(node.line, "a contrast rule must be an object, found \(node.typeDescription)")
            return nil
        }
        var rule = ContrastRule(foreground: [], background: [], location: SourceLocation(path: path, line: node.line))
        let before = diagnostics.count
        for m in members {
            switch m.key {
            case "foreground": rule.foreground = patterns(m.value, what: "foreground")
            case "background": rule.background = patterns(m.value, what: "background")
            case "level":
                rule.level = choice(m.value, what: "level", as: ConformanceLevel.self, ignoringCase: true) ?? rule.level
            case "text": rule.text = choice(m.value, what: "text", as: TextSize.self) ?? rule.text
            case "algorithm":
                rule.algorithm = choice(m.value, what: "algorithm", as: ContrastAlgorithm.self) ?? rule.algorithm
            case "minimumLc": rule.minimumLc = number(m.value, what: "minimumLc", range: 0...110)
            case "over": rule.over = string(m.value, what: "over")
            case "severity": rule.severity = severity(m.value) ?? rule.severity
            case "optional": rule.optional = boolean(m.value, what: "optional") ?? rule.optional
            case "description": break
            default: unknownKey(m, in: "a contrast rule", expected: Self.contrastKeys)
            }
        }
        if rule.foreground.isEmpty {
            error(node.line, "a contrast rule needs 'foreground' (a color name, glob, or array)")
        }
        if rule.background.isEmpty {
            error(node.line, "a contrast rule needs 'background' (a color name, glob, or array)")
        }
        if rule.algorithm == .apca && rule.minimumLc == nil && members.contains(where: { $0.key == "algorithm" }) {
            error(node.line, "an apca rule needs 'minimumLc' (e.g. 60 for body text, 75 for fluent reading)")
        }
        if rule.algorithm == .wcag2 && rule.minimumLc != nil {
            error(node.line, "'minimumLc' applies only with \"algorithm\": \"apca\"")
        }
        return diagnostics.count == before ? rule : nil
    }

    mutating func distinguishabilityRule(_ node: JSONNode) -> DistinguishabilityRule? {
        guard let members = node.members else {
            error(node.line, "a distinguishable group must be an object, found \(node.typeDescription)")
            return nil
        }
        var rule = DistinguishabilityRule(colors: [], location: SourceLocation(path: path, line: node.line))
        let before = diagnostics.count
        for m in members {
            switch m.key {
            case "colors": rule.colors = patterns(m.value, what: "colors")
            case "deficiencies":
                rule.deficiencies = array(m.value, what: "deficiencies").compactMap {
                    choice($0, what: "deficiency", as: Deficiency.self)
                }
            case "minimumDeltaE":
                rule.minimumDeltaE = number(m.value, what: "minimumDeltaE", range: 0...100) ?? rule.minimumDeltaE
            case "severity": rule.severity = severity(m.value) ?? rule.severity
            case "optional": rule.optional = boolean(m.value, what: "optional") ?? rule.optional
            case "description": break
            default: unknownKey(m, in: "a distinguishable group", expected: Self.distinguishableKeys)
            }
        }
        if rule.colors.isEmpty { error(node.line, "a distinguishable group needs 'colors' (names or globs)") }
        if rule.deficiencies.isEmpty && members.contains(where: { $0.key == "deficiencies" }) {
            error(
                node.line,
                "'deficiencies' must name at least one of: \(Deficiency.allCases.map(\.rawValue).joined(separator: ", "))"
            )
        }
        return diagnostics.count == before ? rule : nil
    }

    /// `true` (defaults), `false` (off) or `{"threshold": 1, "severity": "warning"}`.
    mutating func nearDuplicate(_ node: JSONNode) -> NearDuplicateRule? {
        let location = SourceLocation(path: path, line: node.line)
        if let b = node.bool { return b ? NearDuplicateRule(location: location) : nil }
        guard let members = node.members else {
            error(node.line, "'nearDuplicate' must be true, false or an object, found \(node.typeDescription)")
            return nil
        }
        var rule = NearDuplicateRule(location: location)
        for m in members {
            switch m.key {
            case "threshold": rule.threshold = number(m.value, what: "threshold", range: 0...100) ?? rule.threshold
            case "severity": rule.severity = severity(m.value) ?? rule.severity
            default: unknownKey(m, in: "nearDuplicate", expected: Self.nearDuplicateKeys)
            }
        }
        return rule
    }
}
