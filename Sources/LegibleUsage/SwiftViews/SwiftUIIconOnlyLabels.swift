import LegibleSwiftSyntax

/// A `Label` in the `.iconOnly` label style (`IconOnlyLabelStyle()`) draws its icon and not its title (Apple,
/// `LabelStyle.iconOnly`): a color on it colors a symbol, a non-text graphic (WCAG 2.x 1.4.11, 3:1), not text.
extension SwiftUIColorUses {
    static let iconOnlyStyles: Set<String> = ["iconOnly", "IconOnlyLabelStyle"]

    /// Whether the view of `chain` is a `Label` whose nearest `.labelStyle(…)` (its own or an enclosing view's in this
    /// file) is icon-only.
    func showsIconOnly(_ chain: SwiftModifierChain) -> Bool {
        guard file.tokens[chain.head].text == "Label", let style = nearest("labelStyle", from: chain),
            let argument = style.arguments.flatMap({ file.nesting.argument($0) }),
            let name = SwiftUIButtonFill.styleName(argument)
        else { return false }
        return Self.iconOnlyStyles.contains(name)
    }
}
