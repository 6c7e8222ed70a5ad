import LegibleSwiftSyntax

/// A label that draws only a picture: a `Label` in the `.iconOnly` label style (`IconOnlyLabelStyle()`), which draws
/// its icon and not its title (Apple, `LabelStyle.iconOnly`), and a control (`Button`, `Link`, `NavigationLink`,
/// `Menu`) whose label content is one `Image` (an SF Symbol or an asset) or such a `Label`. A color on it colors a
/// symbol, a non-text graphic (WCAG 2.x 1.4.11, 3:1), not text.
extension SwiftUIColorUses {
    static let iconOnlyStyles: Set<String> = ["iconOnly", "IconOnlyLabelStyle"]
    /// Controls that draw a label view given in a closure.
    static let labelledControls: Set<String> = ["Button", "Link", "NavigationLink", "Menu"]

    /// Whether the view of `chain` is a `Label` whose nearest `.labelStyle(…)` (its own or an enclosing view's in this
    /// file) is icon-only, or a control whose label is only an image.
    func showsIconOnly(_ chain: SwiftModifierChain) -> Bool {
        let head = file.tokens[chain.head].text
        if head == "Label" { return iconOnlyStyle(from: chain) }
        guard Self.labelledControls.contains(head), let open = labelClosure(ofControl: chain.head),
            let close = file.nesting.partner[open], open + 1 < close
        else { return false }
        var parser = SwiftExpressionParser(tokens: file.tokens, range: (open + 1)..<close)
        let statements = parser.parseStatements()
        guard statements.count == 1, case .expression(let content) = statements[0] else { return false }
        switch Self.chainHead(content) {
        case "Image": return true
        case "Label": return Self.hasIconOnlyStyle(content) || iconOnlyStyle(from: chain)
        default: return false
        }
    }

    /// Whether the nearest `.labelStyle(…)` from `chain` outward is icon-only.
    func iconOnlyStyle(from chain: SwiftModifierChain) -> Bool {
        guard let style = nearest("labelStyle", from: chain),
            let argument = style.arguments.flatMap({ file.nesting.argument($0) }),
            let name = SwiftUIButtonFill.styleName(argument)
        else { return false }
        return Self.iconOnlyStyles.contains(name)
    }

    /// `Label(…).labelStyle(.iconOnly)` written on the label itself.
    static func hasIconOnlyStyle(_ expression: SwiftExpression) -> Bool {
        var e = expression
        while case .call(.member(let base, let name, _), let arguments, _, _) = e {
            if name == "labelStyle", let first = arguments.first?.value, let style = SwiftUIButtonFill.styleName(first),
                iconOnlyStyles.contains(style)
            {
                return true
            }
            e = base
        }
        return false
    }

    /// The `{` of the label closure of the control named at `head`: a `label:` argument or trailing closure
    /// (`Button { … } label: { … }`), or the trailing closure after labelled arguments (`Button(action: save) { … }`,
    /// `NavigationLink(destination: Detail()) { … }`); nil when the control has a title (`Button("Save") { … }`).
    func labelClosure(ofControl head: Int) -> Int? {
        let nesting = file.nesting
        let tokens = file.tokens
        var k = head + 1
        var afterArguments = false
        if nesting.isPunctuation(k, "("), let close = nesting.partner[k] {
            for i in (k + 1)..<close
            where nesting.enclosing[i] == k && tokens[i].text == "label" && nesting.isPunctuation(i + 1, ":")
                && nesting.isPunctuation(i + 2, "{")
            {
                return i + 2
            }
            // A first argument without a label is the title.
            guard k + 2 < close, tokens[k + 1].kind == .identifier, nesting.isPunctuation(k + 2, ":") else {
                return nil
            }
            k = close + 1
            afterArguments = true
        }
        guard nesting.isPunctuation(k, "{"), let close = nesting.partner[k] else { return nil }
        if close + 3 < tokens.count, tokens[close + 1].text == "label", nesting.isPunctuation(close + 2, ":"),
            nesting.isPunctuation(close + 3, "{")
        {
            return close + 3
        }
        return afterArguments ? k : nil
    }
}

extension SwiftUIColorUses {
    /// The line of the `ForEach` over a literal list of colors (`ForEach([Color.red, .green, .blue], id: \.self) {
    /// swatch in Circle().fill(swatch) }`) whose closure parameter `expression` is, at token `index`: a color swatch,
    /// as a picker draws, showing its own color and no text. Nil for anything else.
    func swatchList(_ expression: SwiftExpression, at index: Int) -> Int? {
        guard case .name(let name, _) = expression else { return nil }
        var o = file.nesting.enclosing[index]
        while let open = o, file.typeBodies[open] == nil {
            defer { o = file.nesting.enclosing[open] }
            guard file.nesting.isPunctuation(open, "{"), let owner = ownerName(of: open),
                file.tokens[owner].text == "ForEach", file.nesting.isPunctuation(owner + 1, "("),
                case .array(let elements, _)? = file.nesting.argument(owner + 1)
            else { continue }
            let parameter =
                open + 2 < file.tokens.count && file.tokens[open + 2].text == "in" ? file.tokens[open + 1].text : "$0"
            guard parameter == name, !elements.isEmpty,
                elements.allSatisfy({
                    if case .success = file.color($0, at: owner, colorType: "Color") { true } else { false }
                })
            else { return nil }
            return file.tokens[owner].line
        }
        return nil
    }
}
