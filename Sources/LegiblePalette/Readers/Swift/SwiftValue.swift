/// What the Swift reader's evaluator can compute from an expression: a number, a string, a Boolean, an enum-like
/// symbol (`.dark`, `.high`: what trait comparisons need), a color, or a value of a struct or class the app declares
/// (`SwiftObject`).
enum SwiftValue: Sendable, Hashable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case symbol(String)
    case color(SwiftColor)
    case object(SwiftObject)
}

/// Why an expression has no static value; becomes a warning at the token's `path:line:column` naming the color.
struct SwiftEvaluationFailure: Error, Sendable {
    var message: String
    var line: Int
    var column: Int
    /// The value depends on the appearance being drawn (a trait comparison outside a known appearance).
    var needsAppearance: Bool = false
    /// The app environment value whose case the value depends on (`SwiftEnvironmentThemes`): run once per case.
    var environmentKey: String?
}
