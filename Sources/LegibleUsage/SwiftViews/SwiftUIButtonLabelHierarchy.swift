import LegibleSwiftSyntax

/// A hierarchical style (`.foregroundStyle(.secondary)`, `.tertiary`, `.quaternary`, `.quinary`) inside the label of
/// an iOS `Button` whose style tints its label: the default (`.automatic`), `.borderless`, `.bordered` and `.link`
/// styles set the label's foreground style to the button's tint (the app's accent color, or the nearest `.tint`), and
/// a hierarchical level is "the second (third, …) level of the current foreground style" (Apple,
/// `HierarchicalShapeStyle.secondary`). So the symbol is the tint at a reduced opacity the system chooses, not
/// `secondaryLabel`: the pair needs review. A `.plain` button keeps the label colors, so there `.secondary` is
/// `secondaryLabel`; a macOS push button draws its label in the control text color, which is read elsewhere
/// (`SwiftUIButtonFill`).
extension SwiftUIColorUses {
    static let hierarchicalLevels: Set<String> = ["secondary", "tertiary", "quaternary", "quinary"]

    /// Button styles that draw the label in the button's tint (Apple, `PrimitiveButtonStyle`).
    static let labelTintingButtonStyles: Set<String> = [
        "automatic", "borderless", "bordered", "link", "DefaultButtonStyle", "BorderlessButtonStyle",
        "BorderedButtonStyle", "LinkButtonStyle",
    ]

    /// Why a hierarchical `foregroundStyle` at token `i` (the modifier's name) is not the label level it names: it
    /// is in the label of a button that tints it. Nil elsewhere.
    func buttonLabelHierarchyReview(_ expression: SwiftExpression, modifier: String, at i: Int) -> ReviewReason? {
        guard modifier == "foregroundStyle", !file.isMacOS(i), let level = Self.hierarchicalLevel(expression),
            let button = enclosingButtonLabel(of: i)
        else { return nil }
        let chain = SwiftModifierChain(around: button, in: file.nesting, aliases: hosts?.modifierAliases)
        var style = "automatic"
        if let modifier = nearest("buttonStyle", from: chain) {
            guard let argument = modifier.arguments.flatMap({ file.nesting.argument($0) }),
                let name = SwiftUIButtonFill.styleName(argument)
            else { return nil }
            style = name
        }
        guard Self.labelTintingButtonStyles.contains(style) else { return nil }
        return ReviewReason(
            .customDrawing,
            ".\(level) is in the label of a Button (line \(file.location(button).line), style .\(style)) that draws "
                + "its label in the button's tint: the \(level) level of the tint, at an opacity the system chooses, "
                + "not the \(level) label color")
    }

    /// `.secondary`, `HierarchicalShapeStyle.secondary`: the level it names.
    static func hierarchicalLevel(_ expression: SwiftExpression) -> String? {
        switch expression {
        case .implicitMember(let name, _) where hierarchicalLevels.contains(name): name
        case .member(.name("HierarchicalShapeStyle", _), let name, _) where hierarchicalLevels.contains(name): name
        default: nil
        }
    }

    /// The `Button` name token whose label holds token `i`: its trailing closure (not the action closure before a
    /// `label:` one), its `label:` closure, or a `label:` argument; nil when `i` is in no button's label.
    func enclosingButtonLabel(of i: Int) -> Int? {
        var inner: Int? = nil
        var o = file.nesting.enclosing[i]
        while let open = o, file.typeBodies[open] == nil {
            if let owner = ownerName(of: open), file.tokens[owner].text == "Button" {
                if file.nesting.isPunctuation(open, "{") {
                    // `Button { action } label: { … }`: the first closure is the action.
                    if let close = file.nesting.partner[open], close + 2 < file.tokens.count,
                        file.tokens[close + 1].text == "label", file.nesting.isPunctuation(close + 2, ":")
                    {
                        return nil
                    }
                    return owner
                }
                // `Button(action: { … }, label: { … })`: only the `label:` argument.
                guard let inner, inner >= 2, file.tokens[inner - 2].text == "label" else { return nil }
                return owner
            }
            inner = open
            o = file.nesting.enclosing[open]
        }
        return nil
    }
}
