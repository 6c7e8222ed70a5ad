import LegibleJVMSyntax

/// A theme id that reaches the call applying it through an app helper's fields (OpenKeychain's `ThemeChanger`: the
/// base activity calls `themeChanger.setThemes(R.style.Light, R.style.Dark)`, the setter stores them in fields, and
/// `changeTheme()` applies one with `getTheme().setTo(new ContextThemeWrapper(activity, themeId).getTheme())`).
///
/// The theme call's value is unknown only because the fields take the setter's parameters; each call of the setter
/// binds them (`JVMResourceEvaluator.evaluate(_:in:settersCalledFrom:setter:)`), and the styles it passes reach the
/// class making that call and its subclasses, as Android runs the helper on that activity. A value waiting for two
/// setters, or a setter nothing calls, stays unknown (review).
enum AndroidThemeSetters {
    /// Platform constructions whose value is the style they are made from (Android `ContextThemeWrapper(Context base,
    /// int themeResId)`, also AppCompat's `androidx.appcompat.view.ContextThemeWrapper`), by argument position.
    static let styledConstructions: [String: Int] = ["ContextThemeWrapper": 1]
    /// A `ContextThemeWrapper`'s theme is the style it was made from: `wrapper.getTheme()`, Kotlin `wrapper.theme`.
    static let themeOfWrapper: Set<String> = ["getTheme", "theme"]

    /// The setter whose parameters the unknowns of `result` all wait for, when it is one function other than the one
    /// the theme call is in (whose own parameters `AndroidCodeThemes.callSites` binds).
    static func setter(of result: JVMResourceEvaluator.Result, callIn own: JVMFunction?, path: String)
        -> JVMResourceEvaluator.FunctionPlace?
    {
        let places = Set(result.unknowns.map(\.unboundParameterOf))
        guard places.count == 1, let place = places.first, let place else { return nil }
        if let own, own.name == place.name, own.line == place.line, path == place.path { return nil }
        return place
    }

    /// The calls of `setter` with an argument count it accepts, made from a class's code.
    static func calls(of setter: JVMResourceEvaluator.FunctionPlace, index: JVMSymbolIndex) -> [JVMWrites.Site] {
        let declaration = index.functions[setter.name]?.first {
            $0.file.path == setter.path && $0.value.line == setter.line
        }
        guard let declaration else { return [] }
        return (index.writes.calls[setter.name] ?? []).filter {
            declaration.value.accepts(argumentCount: $0.arguments.count) && $0.owner != nil
        }
    }
}
