import LegibleAudit
import LegibleJSON

/// The rules in SARIF 2.1.0 (`reportingDescriptor`, §3.49): every rule of `RuleRegistry.all`, in its order, so
/// `ruleIndex` is the rule's index there. `SARIFReport` lists all of them in every run, so a rule that stops
/// failing closes its alerts (GitHub code scanning tracks alerts by rule id and location).
enum SARIFRule {
    static var all: [RuleDescription] { RuleRegistry.all }

    /// The `ruleIndex` of a result; an id the registry does not know is a programming error (`RuleRegistry.index`).
    static func index(_ ruleID: String) -> Int { RuleRegistry.index(of: ruleID) }

    static func json(_ rule: RuleDescription) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("id", .string(rule.id)), ("name", .string(rule.name)),
            ("shortDescription", .object([("text", .string(rule.short))])),
            ("fullDescription", .object([("text", .string(rule.full))])),
        ]
        if let helpURI = rule.helpURI { members.append(("helpUri", .string(helpURI))) }
        let markdown =
            "**\(rule.short)**\n\n\(rule.full)\n\n\(rule.help)" + (rule.helpURI.map { "\n\nSee [\($0)](\($0))." } ?? "")
        members += [
            ("help", .object([("text", .string(rule.help)), ("markdown", .string(markdown))])),
            ("defaultConfiguration", .object([("level", .string(rule.level.rawValue))])),
            (
                "properties",
                .object([("tags", .array(rule.tags.map { .string($0) })), ("precision", .string("very-high"))])
            ),
        ]
        return .object(members)
    }
}
