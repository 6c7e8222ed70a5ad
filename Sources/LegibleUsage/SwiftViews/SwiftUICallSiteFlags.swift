import LegibleSwiftSyntax

/// A view drawn only under a flag of the view type that embeds it (`if includeArrow { Image(systemName:
/// "chevron.right") }`, `includeArrow` a stored property of the type), where a call site passes that flag as a literal
/// (`LargeButton(action: add, includeArrow: false, …)`): at that site the `if` never takes the branch, so the view does
/// not exist there and what is under it at that site does not matter (a `let` set from the initializer's argument
/// keeps it for the view's life; The Swift Programming Language, "Initialization").
extension SwiftUIColorUses {
    /// The flags the view at token `index` is drawn under: the property each `if` between it and its type's body
    /// tests alone (`if includeArrow {`, `if self.includeArrow {`: drawn when true; `if !compact {`: when false).
    func drawnOnlyWhen(_ index: Int) -> [(property: String, value: Bool)] {
        guard let type = file.enclosingType(index) else { return [] }
        var flags: [(String, Bool)] = []
        var o = file.nesting.enclosing[index]
        while let open = o, open != type.open {
            if file.nesting.isPunctuation(open, "{"), let (name, value) = ifFlag(opening: open),
                declaresStoredProperty(name, inTypeBody: type.open)
            {
                flags.append((name, value))
            }
            o = file.nesting.enclosing[open]
        }
        return flags
    }

    /// Whether the call of the type written at token `use` passes a literal for one of `flags` that the `if` does not
    /// take (`includeArrow: false` for a view drawn when `includeArrow`).
    func passesLiteralAgainst(_ flags: [(property: String, value: Bool)], at use: Int) -> Bool {
        guard !flags.isEmpty, file.nesting.isPunctuation(use + 1, "("), let close = file.nesting.partner[use + 1]
        else { return false }
        let open = use + 1
        for k in open + 1..<close where file.nesting.enclosing[k] == open && file.nesting.isPunctuation(k, ":") {
            guard k + 2 <= close, file.tokens[k - 1].kind == .identifier,
                file.nesting.isPunctuation(k - 2, "(") || file.nesting.isPunctuation(k - 2, ","),
                let flag = flags.first(where: { $0.property == file.tokens[k - 1].text }),
                ["true", "false"].contains(file.tokens[k + 1].text),
                file.nesting.isPunctuation(k + 2, ",") || k + 2 == close
            else { continue }
            if (file.tokens[k + 1].text == "true") != flag.value { return true }
        }
        return false
    }

    /// The property an `if` opening the block at `open` tests alone, and the value that takes the block.
    private func ifFlag(opening open: Int) -> (String, Bool)? {
        var k = open - 1
        while k >= 0, k >= open - 5, !(file.tokens[k].kind == .identifier && file.tokens[k].text == "if") {
            if file.nesting.endsStatement(k) { return nil }
            k -= 1
        }
        guard k >= 0, file.tokens[k].text == "if", k > 0, !file.nesting.isPunctuation(k - 1, ".") else { return nil }
        // `if x {` and `} else if x {` test one name; `if !x {`, `if self.x {`.
        let test = file.tokens[(k + 1)..<open].map(\.text)
        switch test.count {
        case 1 where file.tokens[k + 1].kind == .identifier: return (test[0], true)
        case 2 where test[0] == "!" && file.tokens[k + 2].kind == .identifier: return (test[1], false)
        case 3 where test[0] == "self" && test[1] == ".": return (test[2], true)
        default: return nil
        }
    }

    /// Whether the type body at `open` declares a stored property `name` (`let includeArrow: Bool`, `var x = true`)
    /// directly, not in a member.
    private func declaresStoredProperty(_ name: String, inTypeBody open: Int) -> Bool {
        guard let close = file.nesting.partner[open] else { return false }
        for k in open + 1..<close
        where file.nesting.enclosing[k] == open && file.tokens[k].text == name && file.tokens[k].kind == .identifier {
            guard k > 0, ["let", "var"].contains(file.tokens[k - 1].text) else { continue }
            // A computed `var x: Bool { … }` is no stored flag.
            var j = k + 1
            while j < close, !(j > k + 1 && file.tokens[j].startsLine) {
                if file.nesting.isPunctuation(j, "{") { return false }
                j += 1
            }
            return true
        }
        return false
    }
}
