/// A value of a struct or class declared in the files read, as the evaluator builds it from an initializer call
/// (`ColorValues(primaryContent: UIColor(rgb: 0x17191C), …)` memberwise, `ColorsUIKit(values: LightColors.values)`
/// through its `init` body): the type, and each stored property the call set, with its value or why it is not known.
/// Members the call did not set (initial values, computed properties) are evaluated from the type's declarations
/// with these fields in scope (`SwiftEvaluator.objectMember`).
struct SwiftObject: Sendable, Hashable {
    /// The type's qualified path (`DesignKit.ColorValues` → `["DesignKit", "ColorValues"]`).
    var type: [String]
    var fields: [String: SwiftValue] = [:]
    /// Fields the call set to a value that is not known statically, with the reason.
    var unknown: [String: String] = [:]

    var typeName: String { type.joined(separator: ".") }
}
