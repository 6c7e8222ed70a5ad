import LegibleSwiftSyntax

extension SwiftExpressionColors {
    /// The function or initializer of file `path` whose declaration starts at token `keyword` (its `func` or `init`),
    /// as the declaration scanner read it: its parameters with labels and default values. nil for a function nested
    /// in another body (locals are not scanned).
    public func function(path: String, keywordAt keyword: Int) -> SwiftDeclaration? {
        guard let unit = unitIndex[path] else { return nil }
        return evaluator.units[unit].declarations.first {
            ($0.kind == .function || $0.kind == .initializer) && $0.tokenRange.lowerBound == keyword
        }
    }

    /// The files read that call a function of this name (`name(` not after `func`), in the run's order: a parameter's
    /// value is its callers', so a caller in another file is one the file being read cannot see.
    public func filesCalling(_ name: String) -> [String] {
        if callIndex == nil {
            var index: [String: [String]] = [:]
            for unit in evaluator.units {
                var seen: Set<String> = []
                let tokens = unit.tokens
                for k in tokens.indices.dropLast()
                where tokens[k].kind == .identifier && tokens[k + 1].is("(") && !tokens[k + 1].spaceBefore
                    && !(k > 0 && tokens[k - 1].is("func")) && seen.insert(tokens[k].text).inserted
                {
                    index[tokens[k].text, default: []].append(unit.path)
                }
            }
            callIndex = index
        }
        return callIndex?[name] ?? []
    }

    /// Whether `type` (`ThemeValue`, `ThemeValue?`) is the key of theme tables (`SwiftKeyedThemes`): a value of it
    /// names a color role, as a color would.
    public func isRoleKeyType(_ type: String) -> Bool {
        var t = String(type.filter { $0 != " " })
        while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
        guard let last = t.split(separator: ".").last.map(String.init) else { return false }
        return evaluator.keyedThemes.sets[last] != nil
    }
}
