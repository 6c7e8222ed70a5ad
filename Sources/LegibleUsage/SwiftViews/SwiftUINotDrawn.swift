import LegibleSwiftSyntax

extension SwiftUIColorUses {
    /// Why the view of `chain` is never drawn as text, if it is not: `.hidden()` (it keeps its space, draws nothing),
    /// `.opacity(0)`, or `.redacted(reason: .placeholder)` (SwiftUI draws placeholder shapes instead of the glyphs),
    /// on the view or a view around it in this file. A modifier with a computed argument
    /// (`.opacity(isLoading ? 0 : 1)`, `.redacted(reason: isLoading ? .placeholder : [])`) is a state, not this.
    func notDrawn(_ chain: SwiftModifierChain) -> String? {
        if let hidden = nearest("hidden", from: chain),
            hidden.arguments.map({ file.nesting.partner[$0] == $0 + 1 }) ?? true
        {
            return "never drawn (.hidden(), line \(file.location(hidden.nameIndex).line))"
        }
        if let opacity = nearest("opacity", from: chain),
            case .number(0, _)? = opacity.arguments.flatMap({ file.nesting.argument($0) })
        {
            return "never drawn (.opacity(0), line \(file.location(opacity.nameIndex).line))"
        }
        if let redacted = nearest("redacted", from: chain),
            case .implicitMember("placeholder", _)? = redacted.arguments.flatMap({
                file.nesting.argument($0, label: "reason")
            })
        {
            return "drawn as placeholder shapes, not text (.redacted(reason: .placeholder), line "
                + "\(file.location(redacted.nameIndex).line))"
        }
        return nil
    }

    /// On macOS an indeterminate `ProgressView` (no `value:`) of the default or circular style is AppKit's spinner
    /// (`NSProgressIndicator`), which does not take `.tint`: a tint on it is not shown (on iOS it colors the spinner).
    /// A `.linear` style (a bar) is left as it is.
    func macOSSpinner(_ chain: SwiftModifierChain) -> ReviewReason? {
        guard file.tokens[chain.head].text == "ProgressView" else { return nil }
        if file.nesting.isPunctuation(chain.head + 1, "("), file.nesting.argument(chain.head + 1, label: "value") != nil
        {
            return nil
        }
        if let style = chain.first(["progressViewStyle"]),
            let argument = style.arguments.flatMap({ file.nesting.argument($0) }),
            !(argument.written ?? "").lowercased().contains("circular")
        {
            return nil
        }
        return ReviewReason(
            .notShown,
            "an indeterminate ProgressView (line \(file.tokens[chain.head].line)) is AppKit's spinner on macOS "
                + "(NSProgressIndicator), which does not take .tint: the tint is never drawn")
    }

    /// Inside the closure of a `.swipeActions { … }` modifier, a `.tint(x)` on a button is the action's fill (the system
    /// draws the action's label in white on it), not a color drawn over the row: the line of that modifier.
    func insideSwipeActions(_ index: Int) -> Int? {
        enclosingOwner(["swipeActions"], of: index).map { file.tokens[$0].line }
    }

    /// Inside a `.mask { … }` or `.mask(…)` modifier's content, a color is never drawn: SwiftUI uses only the alpha
    /// of the mask's content to clip the view it modifies (Apple, `View.mask(alignment:_:)`: "the alpha channel of
    /// the given view"): the line of that modifier.
    func insideMask(_ index: Int) -> Int? {
        enclosingOwner(["mask"], of: index).map { file.tokens[$0].line }
    }

    /// Declaration modifiers and attributes that may stand between a member's access level and its `func`/`var`.
    static let memberModifiers: Set<String> = [
        "private", "fileprivate", "static", "final", "override", "nonisolated", "mutating", "dynamic", "@",
    ]

    /// A `private` or `fileprivate` function or computed property of a type (`@ViewBuilder private func
    /// actionButton(for:) -> some View`) around token `index`, whose name no other token of its file names: a private
    /// member is visible only in its file (The Swift Programming Language, "Access Control"), so nothing calls it and
    /// what it builds is never drawn. Its name and line.
    func uncalledPrivateMember(around index: Int) -> (name: String, line: Int)? {
        let tokens = file.tokens
        var o = file.nesting.enclosing[index]
        while let open = o, file.typeBodies[open] == nil {
            let outer = file.nesting.enclosing[open]
            if let keyword = memberKeyword(ofBody: open, inType: outer.map { file.typeBodies[$0] != nil } ?? false),
                keyword + 1 < tokens.count, tokens[keyword + 1].kind == .identifier
            {
                let name = tokens[keyword + 1].text
                guard isPrivate(keyword) else { return nil }
                let named = tokens.indices.contains { k in
                    k != keyword + 1 && tokens[k].kind == .identifier && tokens[k].text == name
                }
                return named ? nil : (name, tokens[keyword].line)
            }
            o = outer
        }
        return nil
    }

    /// The `func` keyword of the function whose body opens at `open`, or the `var` of a computed property of the type
    /// (`var actions: some View {`).
    private func memberKeyword(ofBody open: Int, inType: Bool) -> Int? {
        if let keyword = file.nesting.functionKeyword(ofBody: open) {
            return file.tokens[keyword].text == "func" ? keyword : nil
        }
        guard inType else { return nil }
        var k = open - 1
        while k >= 0, !file.nesting.endsStatement(k) {
            if file.tokens[k].kind == .identifier, file.tokens[k].text == "var" { return k }
            k -= 1
        }
        return nil
    }

    /// Whether the modifiers before the member's keyword at `keyword` make it `private` or `fileprivate`.
    private func isPrivate(_ keyword: Int) -> Bool { Self.isPrivate(file.tokens, keyword: keyword) }

    /// Whether the modifiers before the declaration keyword at `keyword` (`func`, `var`) make it `private` or
    /// `fileprivate`.
    static func isPrivate(_ tokens: [SwiftToken], keyword: Int) -> Bool {
        var k = keyword - 1
        while k >= 0 {
            let text = tokens[k].text
            if text == "private" || text == "fileprivate" { return true }
            let isAttribute = text.hasPrefix("@") || (k > 0 && tokens[k - 1].text == "@")
            guard memberModifiers.contains(text) || isAttribute else { return false }
            k -= 1
        }
        return false
    }
}
