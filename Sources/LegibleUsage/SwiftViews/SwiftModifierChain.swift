import LegibleSwiftSyntax

/// A SwiftUI modifier chain, `Text("Hi").font(.title).foregroundColor(.red).background(Color.black)`: its head
/// (the view, `Text`) and each `.modifier(…)` / `.modifier { … }` with where its arguments open. An app's modifier
/// that stands for a SwiftUI color modifier (`SwiftUIModifierAliases`) is read as that modifier.
struct SwiftModifierChain {
    struct Modifier {
        var name: String
        var nameIndex: Int
        /// The `(` of the argument list, if any.
        var arguments: Int?
        /// The `{` of a trailing closure, if any.
        var closure: Int?
        /// For an app's alias (`.foregroundColor(themeColor: .textPrimary)`, named here `foregroundColor`): the type
        /// its value is read as (`ThemeValue`); nil for SwiftUI's own modifiers.
        var valueType: String? = nil
        /// For an app's alias: its name as written (`backgroundColor`); nil for SwiftUI's own modifiers.
        var alias: String? = nil
    }

    /// The index of the head's name (`Text`), or of the first token of the chain.
    var head: Int
    var modifiers: [Modifier]

    /// The chain that the name at `index` (a view or a modifier name) belongs to.
    init(around index: Int, in nesting: SwiftTokenNesting, aliases: SwiftUIModifierAliases? = nil) {
        let tokens = nesting.tokens
        var modifiers: [Modifier] = []
        // Backward from the name at `index` to the head.
        var n = index
        while n >= 2, nesting.isPunctuation(n - 1, "."), let name = Self.nameBefore(n - 1, nesting) {
            n = name
            if n >= 1, nesting.isPunctuation(n - 1, "."), tokens[n].kind == .identifier { continue }
            break
        }
        head = n
        // Forward from the head over every `.name(…){…}`.
        var k = n + 1
        k = Self.skipGroups(from: k, nesting)
        while k + 1 < tokens.count, nesting.isPunctuation(k, "."), tokens[k + 1].kind == .identifier {
            let nameIndex = k + 1
            var next = nameIndex + 1
            var arguments: Int?, closure: Int?
            if nesting.isPunctuation(next, "("), let close = nesting.partner[next] {
                arguments = next; next = close + 1
            }
            if nesting.isPunctuation(next, "{"), let close = nesting.partner[next] { closure = next; next = close + 1 }
            var modifier = Modifier(
                name: tokens[nameIndex].text, nameIndex: nameIndex, arguments: arguments, closure: closure)
            if let alias = aliases?.alias(at: nameIndex, in: nesting) {
                modifier.alias = modifier.name
                modifier.name = alias.modifier
                modifier.valueType = alias.valueType
            }
            modifiers.append(modifier)
            k = next
            // `?`/`!` of optional chaining
            while k < tokens.count, tokens[k].kind == .operator, ["?", "!"].contains(tokens[k].text),
                !tokens[k].spaceBefore
            { k += 1 }
        }
        self.modifiers = modifiers
    }

    /// The name before a `.` at `dot`, skipping the argument list and closure of a call (`Text("a") .`).
    static func nameBefore(_ dot: Int, _ nesting: SwiftTokenNesting) -> Int? {
        var k = dot - 1
        if nesting.isPunctuation(k, "}") {
            guard let open = nesting.partner[k] else { return nil }
            k = open - 1
            // `Button { … } label: { … }.`: labelled trailing closures after the first.
            while k >= 2, nesting.isPunctuation(k, ":"), nesting.tokens[k - 1].kind == .identifier,
                nesting.isPunctuation(k - 2, "}"), let first = nesting.partner[k - 2]
            {
                k = first - 1
            }
        }
        if nesting.isPunctuation(k, ")") {
            guard let open = nesting.partner[k] else { return nil }
            k = open - 1
        }
        if nesting.isPunctuation(k, "]") { return nil }
        guard k >= 0, nesting.tokens[k].kind == .identifier else { return nil }
        return k
    }

    /// Past the `(…)` and `{…}` right after a head, and labelled trailing closures (`} label: { … }`).
    static func skipGroups(from start: Int, _ nesting: SwiftTokenNesting) -> Int {
        var k = start
        while true {
            if nesting.isPunctuation(k, "(") || nesting.isPunctuation(k, "{"), let close = nesting.partner[k] {
                k = close + 1
            } else if k > start, nesting.isPunctuation(k - 1, "}"), k + 2 < nesting.tokens.count,
                nesting.tokens[k].kind == .identifier, nesting.isPunctuation(k + 1, ":"),
                nesting.isPunctuation(k + 2, "{"), let close = nesting.partner[k + 2]
            {
                k = close + 1
            } else {
                return k
            }
        }
    }

    /// The first modifier called one of `names`.
    func first(_ names: Set<String>) -> Modifier? { modifiers.first { names.contains($0.name) } }
}
