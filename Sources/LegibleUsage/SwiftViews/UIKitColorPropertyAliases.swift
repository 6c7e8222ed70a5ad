import LegibleSwiftSyntax

/// View properties and methods an app declares to theme its views, which stand for a platform color property:
///
///     extension UILabel {
///         var themeTextColor: ThemeValue? {
///             set { ThemeManager.set(self, keyPath: \.textColor, to: newValue) }
///             get { return nil }
///         }
///     }
///     extension UIButton {
///         func setThemeTitleColor(_ value: ThemeValue?, for state: UIControl.State) { … setTitleColor(…, for: state) … }
///     }
///
/// `label.themeTextColor = .textPrimary` is then the label's text color, as `label.textColor = …` would be, with its
/// value read as the alias's type (`.textPrimary` → `ThemeValue.textPrimary`: a role of theme tables keyed by
/// `ThemeValue`, `SwiftKeyedThemes`). A property setter is an alias of the platform property it names (a key path
/// `\.textColor`, or an assignment `textColor = …` to the view itself) when it reads `newValue` (or the name its
/// `set(name)` gives); a method is an alias of `setTitleColor` when its body calls it and reads its first parameter.
/// A name that aliases different properties in different declarations is no alias. The aliases' own bodies are their
/// definitions, not uses: their assignments are not reported (`ranges`).
struct UIKitColorPropertyAliases {
    struct Alias: Equatable {
        /// The platform property (`textColor`, `backgroundColor`, `tintColor`) or method (`setTitleColor`).
        var key: String
        /// The value type as written, without optionality (`ThemeValue`); nil when not written.
        var valueType: String?
    }

    static let properties = ["textColor", "backgroundColor", "tintColor"]

    private(set) var byName: [String: Alias] = [:]
    /// Per file, the token ranges of alias declarations.
    private(set) var ranges: [[Range<Int>]] = []

    init(files: [SwiftViewFile]) {
        var found: [String: [Alias]] = [:]
        for file in files {
            var fileRanges: [Range<Int>] = []
            for open in file.typeBodies.keys.sorted() {
                guard let close = file.nesting.partner[open] else { continue }
                var k = open + 1
                while k < close {
                    if file.nesting.enclosing[k] == open,
                        let (name, alias, range) = Self.declaration(at: k, in: file.nesting)
                    {
                        found[name, default: []].append(alias)
                        fileRanges.append(range)
                        k = range.upperBound
                        continue
                    }
                    k += 1
                }
            }
            ranges.append(fileRanges)
        }
        byName = Self.agreed(found)
    }

    /// The aliases declared in the members of a file's types, read from its declarations (a computed property or a
    /// function of a type, from its `var`/`func`), for code that sees no `SwiftViewFile`: what
    /// `UILabel.appearance().themeColor = …` sets (`AppearanceProxyRecolor`).
    static func declared(in nesting: SwiftTokenNesting, _ declarations: [SwiftDeclaration]) -> [(String, Alias)] {
        declarations.compactMap { d in
            guard [.computedProperty, .function].contains(d.kind), !d.scope.isEmpty, !d.tokenRange.isEmpty,
                let (name, alias, _) = declaration(at: d.tokenRange.lowerBound, in: nesting)
            else { return nil }
            return (name, alias)
        }
    }

    /// The aliases of `declared` (every file's), as the views' reader has them.
    init(declared: [(String, Alias)]) {
        byName = Self.agreed(Dictionary(grouping: declared, by: \.0).mapValues { $0.map(\.1) })
    }

    /// A name that aliases different properties in different declarations is no alias.
    private static func agreed(_ found: [String: [Alias]]) -> [String: Alias] {
        var byName: [String: Alias] = [:]
        for (name, aliases) in found {
            guard let first = aliases.first, aliases.allSatisfy({ $0.key == first.key }) else { continue }
            // Declarations on several view types (`UILabel`, `UITextField`) may write the type differently; keep it
            // only when they agree.
            let types = Set(aliases.map(\.valueType))
            byName[name] = Alias(key: first.key, valueType: types.count == 1 ? first.valueType : nil)
        }
        return byName
    }

    func alias(_ name: String) -> Alias? { byName[name] }

    /// Whether token `index` of file `file` lies inside an alias's own declaration.
    func isDefinition(_ index: Int, file: Int) -> Bool {
        file < ranges.count && ranges[file].contains { $0.contains(index) }
    }

    /// The alias declared at `var`/`func` token `k`: its name, what it stands for, and its tokens.
    static func declaration(at k: Int, in nesting: SwiftTokenNesting) -> (String, Alias, Range<Int>)? {
        let tokens = nesting.tokens
        guard k + 2 < tokens.count, tokens[k].kind == .identifier, tokens[k + 1].kind == .identifier else {
            return nil
        }
        // An override (`override var isHighlighted`) is the platform's own property, not an alias of the app's.
        let isOverride = (max(0, k - 3)..<k).contains { tokens[$0].text == "override" }
        if tokens[k].text == "var", !isOverride, nesting.isPunctuation(k + 2, ":") {
            // `var name: Type { set { … } get { … } }`
            var b = k + 3
            while b < tokens.count, !nesting.isPunctuation(b, "{"), !nesting.isPunctuation(b, "="),
                !nesting.endsStatement(b)
            {
                b += 1
            }
            guard b < tokens.count, nesting.isPunctuation(b, "{"), let close = nesting.partner[b] else { return nil }
            let valueType = Self.typeName(tokens[(k + 3)..<b].map(\.text).joined())
            guard let set = (b + 1..<close).first(where: { tokens[$0].text == "set" && nesting.enclosing[$0] == b })
            else { return nil }
            var body = set + 1
            var newValue = "newValue"
            if nesting.isPunctuation(body, "("), body + 1 < close, tokens[body + 1].kind == .identifier {
                newValue = tokens[body + 1].text
                body = nesting.partner[body].map { $0 + 1 } ?? body
            }
            guard body < close, nesting.isPunctuation(body, "{"), let end = nesting.partner[body] else { return nil }
            let inner = (body + 1)..<end
            guard let key = Self.propertyNamed(in: inner, nesting, given: newValue) else { return nil }
            return (tokens[k + 1].text, Alias(key: key, valueType: valueType), k..<(close + 1))
        }
        if tokens[k].text == "func", !isOverride, nesting.isPunctuation(k + 2, "(") {
            // `func setThemeTitleColor(_ value: Type?, for state: UIControl.State) { … setTitleColor(…) … }`
            guard let paramsClose = nesting.partner[k + 2] else { return nil }
            var p = k + 3
            var names: [String] = []
            while p < paramsClose, !nesting.isPunctuation(p, ":") {
                if tokens[p].kind == .identifier { names.append(tokens[p].text) }
                p += 1
            }
            guard let parameter = names.last, p < paramsClose else { return nil }
            var typeEnd = p + 1
            while typeEnd < paramsClose, !(nesting.isPunctuation(typeEnd, ",") && nesting.enclosing[typeEnd] == k + 2) {
                typeEnd += 1
            }
            let valueType = Self.typeName(tokens[(p + 1)..<typeEnd].map(\.text).joined())
            guard
                let body = (paramsClose..<tokens.count).first(where: {
                    nesting.isPunctuation($0, "{") || nesting.isPunctuation($0, "}")
                }), nesting.isPunctuation(body, "{"), let end = nesting.partner[body]
            else { return nil }
            let inner = (body + 1)..<end
            // The parameter must reach the call's arguments: a method that only calls `setTitleColor` among other
            // work (`showEmptyView(_ state:)`) is none.
            guard
                inner.contains(where: { j in
                    guard tokens[j].text == "setTitleColor", j + 1 < end, nesting.isPunctuation(j + 1, "("),
                        let close = nesting.partner[j + 1]
                    else { return false }
                    return ((j + 2)..<close).contains { tokens[$0].kind == .identifier && tokens[$0].text == parameter }
                })
            else { return nil }
            return (tokens[k + 1].text, Alias(key: "setTitleColor", valueType: valueType), k..<(end + 1))
        }
        return nil
    }

    /// The one platform color property a setter body hands its value to: a key path (`\.textColor`,
    /// `\UILabel.textColor`) in a call whose arguments also read `newValue`, or an assignment (`textColor = …`,
    /// `self.textColor = …`) whose value reads it; nil when it names none or several. A setter that only reacts to
    /// its value (`isHighlighted` setting `backgroundColor = .clear`) hands it to no color property.
    static func propertyNamed(in range: Range<Int>, _ nesting: SwiftTokenNesting, given newValue: String) -> String? {
        let tokens = nesting.tokens
        func reads(_ r: Range<Int>) -> Bool {
            r.contains { tokens[$0].kind == .identifier && tokens[$0].text == newValue }
        }
        // `switch newValue { case .color(let c): textColor = c }`, `if let c = newValue { textColor = c }`: a block
        // around the assignment whose header reads the value.
        func readsInHeader(of j: Int) -> Bool {
            var open = nesting.enclosing[j]
            while let o = open, o >= range.lowerBound {
                var start = o - 1
                while start >= range.lowerBound, !nesting.endsStatement(start),
                    tokens[start].line == tokens[o].line || nesting.enclosing[start] != nesting.enclosing[o]
                {
                    start -= 1
                }
                if reads((start + 1)..<o) { return true }
                open = nesting.enclosing[o]
            }
            return false
        }
        var named: Set<String> = []
        for j in range where tokens[j].kind == .identifier && properties.contains(tokens[j].text) {
            let afterDot = j >= 1 && nesting.isPunctuation(j - 1, ".")
            let keyPath =
                afterDot
                && ((j >= 2 && nesting.isPunctuation(j - 2, "\\"))
                    || (j >= 3 && tokens[j - 2].kind == .identifier && nesting.isPunctuation(j - 3, "\\")))
            let assigned =
                j + 1 < range.upperBound && tokens[j + 1].kind == .operator && tokens[j + 1].text == "="
                && (!afterDot || (j >= 2 && tokens[j - 2].text == "self"))
            if keyPath, let open = nesting.enclosing[j], let close = nesting.partner[open],
                reads((open + 1)..<close)
            {
                named.insert(tokens[j].text)
            }
            if assigned {
                var end = j + 2
                while end < range.upperBound,
                    tokens[end].line == tokens[j].line || nesting.enclosing[end] != nesting.enclosing[j]
                {
                    end += 1
                }
                if reads((j + 2)..<end) || readsInHeader(of: j) { named.insert(tokens[j].text) }
            }
        }
        return named.count == 1 ? named.first : nil
    }

    /// `ThemeValue` for `ThemeValue?`, `ThemeValue!`, `Optional<ThemeValue>`; nil for nothing or a closure type.
    static func typeName(_ written: String) -> String? {
        var t = written
        while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
        if t.hasPrefix("Optional<"), t.hasSuffix(">") { t = String(t.dropFirst(9).dropLast()) }
        guard !t.isEmpty, t.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return t
    }

    /// The value written for an alias, read as its type: `.textPrimary` → `ThemeValue.textPrimary` (and in each
    /// branch of a ternary); other expressions as written.
    static func qualified(_ value: SwiftExpression, as valueType: String?) -> SwiftExpression {
        guard let valueType else { return value }
        switch value {
        case .implicitMember(let name, let t):
            let base = valueType.split(separator: ".").reduce(nil as SwiftExpression?) { base, part in
                base.map { .member($0, String(part), t) } ?? .name(String(part), t)
            }
            return base.map { .member($0, name, t) } ?? value
        case .ternary(let condition, let a, let b, let t):
            return .ternary(condition, qualified(a, as: valueType), qualified(b, as: valueType), t)
        default:
            return value
        }
    }
}
