import LegibleCore
import LegiblePalette
import LegibleJSON

/// The problems that make a config unusable, each at its `path:line`.
public struct ConfigErrors: Error, Sendable, Hashable {
    public var diagnostics: [Diagnostic]
}

/// Reads `legible.json`. Every problem (syntax, unknown key, wrong type, unknown value) is a diagnostic at the
/// config's `path:line`; all of them are collected, so one run shows every mistake.
public struct ConfigParser {
    /// Rules per array: far above any real design system (hundreds), low enough that a runaway generator cannot
    /// make the audit take minutes and gigabytes.
    public static let maximumRules = 10_000

    let path: String
    var diagnostics: [Diagnostic] = []

    /// The config in `root`, legible.json as read from `path` (the file's name in every message); the errors when it
    /// is not a valid config. Reading the file is the caller's (`SourceFile.readJSON`, then `PaletteReading.config`).
    public static func parse(_ root: JSONNode, path: String) -> Result<AuditConfig, ConfigErrors> {
        var parser = ConfigParser(path: path)
        let config = parser.config(root)
        return parser.diagnostics.isEmpty ? .success(config) : .failure(ConfigErrors(diagnostics: parser.diagnostics))
    }

    mutating func error(_ line: Int, _ message: String) {
        diagnostics.append(.error(SourceLocation(path: path, line: line), message))
    }

    mutating func config(_ root: JSONNode) -> AuditConfig {
        var config = AuditConfig(path: path)
        guard let members = root.members else {
            error(root.line, "the config must be a JSON object, found \(root.typeDescription)")
            return config
        }
        for m in members {
            switch m.key {
            case "$schema", "description": break
            case "appearances": config.appearances = appearances(m.value)
            case "ignore": config.ignore = patterns(m.value, what: "ignore")
            case "contrast":
                config.contrast = rules(m.value, what: "contrast") { $0.contrastRule($1) }
            case "distinguishable":
                config.distinguishable = rules(m.value, what: "distinguishable") { $0.distinguishabilityRule($1) }
            case "nearDuplicate": config.nearDuplicate = nearDuplicate(m.value)
            case "swift": config.swift = swiftOptions(m.value, snapshot: &config.dynamicColorSnapshot)
            default:
                unknownKey(
                    m, in: "the config",
                    expected: [
                        "$schema", "description", "appearances", "ignore", "contrast", "distinguishable",
                        "nearDuplicate", "swift",
                    ])
            }
        }
        return config
    }

    /// The rules of one array, each rule once: a rule identical to an earlier one (apart from its line) is dropped,
    /// so a generated config with repeated rules costs what its distinct rules cost. More than `maximumRules` is an
    /// error at the first rule past the limit, and the rest are not read.
    mutating func rules<Rule: Hashable & Located>(
        _ node: JSONNode, what: String, _ parse: (inout ConfigParser, JSONNode) -> Rule?
    ) -> [Rule] {
        var result: [Rule] = []
        var seen: Set<Rule> = []
        for (i, element) in array(node, what: what).enumerated() {
            if i == Self.maximumRules {
                error(
                    element.line,
                    "more than \(Self.maximumRules) '\(what)' rules; the config is refused (one rule takes arrays and globs of names)"
                )
                break
            }
            guard let rule = parse(&self, element) else { continue }
            var key = rule
            key.location = nil
            if seen.insert(key).inserted { result.append(rule) }
        }
        return result
    }

    mutating func unknownKey(_ m: JSONMember, in context: String, expected: [String]) {
        // The nearest key first (a typo: "txt" → text), when it is close enough to be what was meant.
        if let nearest = NearestName.meant(m.key, among: expected) {
            error(
                m.line,
                "unknown key '\(m.key)' in \(context); did you mean '\(nearest)'? (expected one of: \(expected.joined(separator: ", ")))"
            )
        } else {
            error(m.line, "unknown key '\(m.key)' in \(context); expected one of: \(expected.joined(separator: ", "))")
        }
    }

    mutating func array(_ node: JSONNode, what: String) -> [JSONNode] {
        guard let elements = node.elements else {
            error(node.line, "'\(what)' must be an array, found \(node.typeDescription)")
            return []
        }
        return elements
    }

    mutating func string(_ node: JSONNode, what: String) -> String? {
        guard let s = node.string else {
            error(node.line, "'\(what)' must be a string, found \(node.typeDescription)")
            return nil
        }
        return s
    }

    mutating func boolean(_ node: JSONNode, what: String) -> Bool? {
        guard let b = node.bool else {
            error(node.line, "'\(what)' must be true or false, found \(node.typeDescription)")
            return nil
        }
        return b
    }

    mutating func number(_ node: JSONNode, what: String, range: ClosedRange<Double>) -> Double? {
        guard let d = node.number, d.isFinite else {
            error(node.line, "'\(what)' must be a number, found \(node.typeDescription)")
            return nil
        }
        guard range.contains(d) else {
            error(node.line, "'\(what)' must be between \(range.lowerBound) and \(range.upperBound), found \(d)")
            return nil
        }
        return d
    }

    mutating func choice<T: RawRepresentable & CaseIterable>(
        _ node: JSONNode, what: String, as: T.Type, ignoringCase: Bool = false
    ) -> T? where T.RawValue == String {
        guard let raw = string(node, what: what) else { return nil }
        let folded = ignoringCase ? T.allCases.filter { $0.rawValue.lowercased() == raw.lowercased() } : []
        guard let value = T(rawValue: raw) ?? (folded.count == 1 ? folded.first : nil) else {
            error(
                node.line,
                "unknown \(what) '\(raw)'; expected one of: \(T.allCases.map(\.rawValue).joined(separator: ", "))")
            return nil
        }
        return value
    }

    /// A string or an array of strings, as name patterns.
    mutating func patterns(_ node: JSONNode, what: String) -> [NamePattern] {
        if let s = node.string { return s.isEmpty ? [] : [NamePattern(s)] }
        guard let elements = node.elements else {
            error(
                node.line, "'\(what)' must be a color name, a glob, or an array of them; found \(node.typeDescription)")
            return []
        }
        return elements.compactMap { e in string(e, what: what).map(NamePattern.init) }
    }

    mutating func appearances(_ node: JSONNode) -> [Appearance] {
        array(node, what: "appearances").compactMap { element in
            guard let raw = string(element, what: "appearance") else { return nil }
            guard let appearance = Appearance(rawValue: raw) else {
                error(
                    element.line,
                    "unknown appearance '\(raw)'; expected one of: \(Appearance.acceptedNames.joined(separator: ", "))")
                return nil
            }
            return appearance
        }
    }

    /// `"swift": {"hexInitializers": ["UIColor(hexString:)"], "dynamicColorSnapshot": "warning"}`
    mutating func swiftOptions(_ node: JSONNode, snapshot: inout Diagnostic.Severity?) -> SwiftReaderOptions {
        var options = SwiftReaderOptions()
        guard let members = node.members else {
            error(node.line, "'swift' must be an object, found \(node.typeDescription)")
            return options
        }
        for m in members {
            switch m.key {
            case "hexInitializers":
                for e in array(m.value, what: "hexInitializers") {
                    guard let s = string(e, what: "hexInitializers") else { continue }
                    guard SwiftReaderOptions.parseShape(s) != nil else {
                        error(
                            e.line,
                            "hex initializer '\(s)' must be written Type(label:), e.g. UIColor(hexString:) or Color(_:)"
                        )
                        continue
                    }
                    options.hexInitializers.append(s)
                }
            case "dynamicColorSnapshot":
                guard let raw = string(m.value, what: "dynamicColorSnapshot") else { continue }
                switch raw {
                case "off": snapshot = nil
                case "error": snapshot = .error
                case "warning": snapshot = .warning
                default:
                    error(
                        m.value.line, "dynamicColorSnapshot must be \"error\", \"warning\" or \"off\", found \"\(raw)\""
                    )
                }
            default: unknownKey(m, in: "'swift'", expected: ["hexInitializers", "dynamicColorSnapshot"])
            }
        }
        return options
    }

    mutating func severity(_ node: JSONNode) -> Diagnostic.Severity? {
        guard let raw = string(node, what: "severity") else { return nil }
        switch raw {
        case "error": return .error
        case "warning": return .warning
        default:
            error(node.line, "unknown severity '\(raw)'; expected one of: error, warning")
            return nil
        }
    }
}

/// A rule that remembers where the config defined it.
protocol Located { var location: SourceLocation? { get set } }
extension ContrastRule: Located {}
extension DistinguishabilityRule: Located {}
