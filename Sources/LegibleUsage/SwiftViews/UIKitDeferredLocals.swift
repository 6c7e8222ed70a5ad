import LegibleSwiftSyntax

/// A local declared without a value and given one in each branch before it is used (Swift's definite
/// initialization):
///
///     let nameColor: UIColor
///     if message.isForwarded { nameColor = Palette.muted } else { nameColor = Palette.ink }
///     nameLabel.textColor = nameColor
///
/// The view is given each value the local is assigned, in the branch that assigns it: one use per assignment, at
/// the assignment (where its branch is), instead of one use of a name no declaration holds. The Swift Programming
/// Language, "Constant and Variable Declarations" (a constant may be declared and assigned later, once per path).
extension UIKitViewFacts {
    /// The values a local `name` declared with a type and no value (`let name: UIColor`) is assigned between its
    /// declaration and token `index`, in the function around it, with each assignment's token index; nil when
    /// `name` is no such local or nothing assigns it.
    func deferredLocalValues(_ name: String, before index: Int, in file: SwiftViewFile) -> [(
        index: Int, value: SwiftExpression
    )]? {
        guard let function = file.enclosingFunction(index) else { return nil }
        let tokens = file.tokens
        guard
            let declared = (function + 1..<index).last(where: { k in
                tokens[k].text == name && tokens[k].kind == .identifier && k > 0
                    && ["let", "var"].contains(tokens[k - 1].text) && k + 1 < index && tokens[k + 1].is(":")
            }), !assignsInPlace(declared, before: index, in: file)
        else { return nil }
        var values: [(Int, SwiftExpression)] = []
        for k in (declared + 1)..<index
        where tokens[k].text == name && tokens[k].kind == .identifier && !tokens[k - 1].is(".") && k + 2 < index
            && tokens[k + 1].kind == .operator && tokens[k + 1].text == "="
        {
            let end = min(statementEnd(after: k + 2, in: file), index)
            var parser = SwiftExpressionParser(tokens: tokens, range: (k + 2)..<end)
            let value = parser.parseExpression()
            if case .unknown = value { return nil }
            values.append((k, value))
        }
        return values.isEmpty ? nil : values
    }

    /// Whether the declaration at `name` gives the local a value (`let name: UIColor = …` on its line).
    private func assignsInPlace(_ name: Int, before index: Int, in file: SwiftViewFile) -> Bool {
        var k = name + 1
        while k < index, k == name + 1 || !file.tokens[k].startsLine {
            if file.tokens[k].kind == .operator && file.tokens[k].text == "=" { return true }
            k += 1
        }
        return false
    }
}
