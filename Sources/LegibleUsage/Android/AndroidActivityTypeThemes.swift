import LegibleJVMSyntax

/// A theme call that runs only for some kinds of activity: a helper every activity calls (`themeManager
/// .applyActivityTheme(this)` in a base activity's `onCreate`) that applies a theme inside a test of the activity's
/// class — Kotlin `when (activity) { is MainActivity -> activity.setTheme(…) }`, `if (activity is MainActivity)`,
/// Java `if (activity instanceof ComposeActivity)` — applies it to instances of the classes tested (and their
/// subclasses: `is` and `instanceof` hold for them); every other activity reaching the helper keeps its manifest
/// theme (`JVMTreeWalk.typeTests`). The test is read on the call's receiver (`activity.setTheme(…)`); a negated test,
/// an `else` branch or an early exit narrows nothing, so those calls keep every class the helper reaches.
enum AndroidActivityTypeThemes {
    /// The types the receiver of a theme call `e` (a name: `activity`) is tested to be on the way to the call, in the
    /// function body `statements`; nil when none is.
    static func types(guarding e: JVMExpression, receiver: JVMExpression?, in statements: [JVMStatement])
        -> Set<String>?
    {
        guard let subject = receiver?.dottedPath, subject != "this", subject != "super" else { return nil }
        return JVMTreeWalk.typeTests(guarding: e, subject: subject, in: statements)
    }

    /// `classes` kept to the types `tested` names and their subclasses; all of them when nothing is tested.
    static func restrict(_ classes: Set<String>, to tested: Set<String>?, index: JVMSymbolIndex) -> Set<String> {
        guard let tested else { return classes }
        let allowed = tested.reduce(into: tested) { $0.formUnion(index.subtypes(of: $1)) }
        return classes.intersection(allowed)
    }
}
