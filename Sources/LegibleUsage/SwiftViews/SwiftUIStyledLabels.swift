import LegiblePalette
import LegibleSwiftSyntax

/// Labels whose color or backdrop a style decides, not the modifiers around them:
/// - a `Button` whose app button style colors the label (`SwiftUIAppButtonStyles`): a `.foregroundColor` /
///   `.foregroundStyle` on the button's own chain is overridden by the style's, closer to the label (Apple,
///   `ButtonStyleConfiguration.label`); a color on a `Text` inside the label is closer still and stays;
/// - `.foregroundStyle(primary, secondary, …)` with several styles renders an SF Symbol in palette mode (Apple,
///   `SymbolRenderingMode.palette`): its first layer (the glyph) is drawn on its second (the filled circle of
///   `.fill.circle`), not on the row. A second style that is not one color (a gradient) makes the pair need review.
extension SwiftUIColorUses {
    /// The app style that colors the label of the button whose chain is `chain`, and where.
    func appStyleColoringLabel(_ chain: SwiftModifierChain) -> (style: String, location: SourceLocation)? {
        guard file.tokens[chain.head].text == "Button", let styles = hosts?.buttonStyles,
            let style = nearest("buttonStyle", from: chain),
            let argument = style.arguments.flatMap({ file.nesting.argument($0) }),
            let name = SwiftUIButtonFill.styleName(argument), let location = styles.labelColors[name]
        else { return nil }
        return (name, location)
    }

    /// The layer under the first style of a multi-style `.foregroundStyle(a, b)` whose name is at `index`: the second
    /// style's color, or a review for a picture; nil for a single style.
    func paletteLayer(at index: Int) -> Result<Found, SwiftViewProblem>? {
        guard file.tokens[index].text == "foregroundStyle", let close = file.nesting.partner[index + 1] else {
            return nil
        }
        var parser = SwiftExpressionParser(tokens: file.tokens, range: (index + 2)..<close)
        let arguments = parser.parseArguments()
        let chain = SwiftModifierChain(around: index, in: file.nesting, aliases: hosts?.modifierAliases)
        guard arguments.count >= 2, isSymbol(chain) else { return nil }
        let second = arguments[1].value
        let line = file.location(index).line
        let evidence = "palette-rendered symbol: its first layer on its second (line \(line))"
        let written = second.written ?? "…"
        /// What lies under the symbol, with why its second layer is not one known color.
        func onWhatIsUnder(_ kind: ReviewReason.Kind, _ why: String) -> Result<Found, SwiftViewProblem> {
            self.background(of: chain, from: index).map {
                var found = $0
                found.review = ReviewReason(
                    kind,
                    "a palette-rendered symbol draws its first layer on its second, \(written) (line \(line)), \(why)")
                return found
            }
        }
        if let kind = SwiftUIObstructions.kind(of: second) ?? Self.picture(in: second)?.0
            ?? (Self.isGradientCall(second) ? .gradient : nil)
        {
            return onWhatIsUnder(kind, Self.describe(kind))
        }
        switch file.color(second, at: index, colorType: "Color") {
        case .success(let color):
            return .success(Found(color: color, evidence: evidence, font: nil, review: nil, layerAt: index))
        case .failure(let p):
            return onWhatIsUnder(.setInCode, "a color Legible cannot read (\(p.message))")
        }
    }

    /// A view the multi-style foreground draws as a symbol: an `Image`, a label style's `configuration.icon`, or a
    /// chain that picks a symbol rendering (`.symbolRenderingMode(.palette)`, `.symbolVariant(.fill.circle)`). A
    /// `Text` draws in the first style only.
    func isSymbol(_ chain: SwiftModifierChain) -> Bool {
        let head = file.tokens[chain.head].text
        if Self.iconViews.contains(head) { return true }
        if head == "configuration", chain.head + 2 < file.tokens.count, file.tokens[chain.head + 2].text == "icon" {
            return true
        }
        return chain.first(["symbolRenderingMode", "symbolVariant"]) != nil
    }

    /// `x.gradient` (`Color.gradient`, `tint.gradient(palette:)`): a gradient built from a color.
    static func isGradientCall(_ expression: SwiftExpression) -> Bool {
        switch expression {
        case .member(_, "gradient", _): true
        case .call(let callee, _, _, _): isGradientCall(callee)
        default: false
        }
    }
}
