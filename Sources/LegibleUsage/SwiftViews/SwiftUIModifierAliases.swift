import LegibleSwiftSyntax

/// SwiftUI modifiers an app declares to theme its views, which stand for a SwiftUI color modifier:
///
///     extension View {
///         func foregroundColor(themeColor: ThemeValue) -> some View {
///             self.foregroundColor(ThemeManager.currentTheme.colorSwiftUI(for: themeColor))
///         }
///         func backgroundColor(themeColor: ThemeValue) -> some View { self.background(…(for: themeColor)) }
///     }
///
/// `Text(x).foregroundColor(themeColor: .textPrimary)` is then `.foregroundColor` with its value read as the
/// parameter's type (`.textPrimary` → `ThemeValue.textPrimary`, a role of theme tables keyed by `ThemeValue`,
/// `SwiftKeyedThemes`), the rule `UIKitColorPropertyAliases` applies to UIKit view properties. A function of an
/// extension of `View`, `Shape` or `Text` is an alias of the one color modifier (`foregroundColor`,
/// `foregroundStyle`, `background`, `fill`, `tint`) its body calls on the view with an argument that reads its first
/// parameter; a function handing it to several (or to another drawing modifier, `containerBackground`), or calling one
/// without handing it the parameter, is none. An alias is
/// known by its name and first argument label (`foregroundColor(themeColor:)`): an unlabelled overload of the
/// modifier's own name (`foregroundColor(_ value: ThemeValue)`) cannot be told from SwiftUI's by syntax, and is
/// none. The aliases' own bodies are their definitions, not uses (`isDefinition`).
struct SwiftUIModifierAliases {
    struct Alias: Equatable {
        /// The SwiftUI modifier it stands for (`foregroundColor`).
        var modifier: String
        /// The parameter's type as written, without optionality (`ThemeValue`); nil when not a plain type name.
        var valueType: String?
    }

    /// The SwiftUI color modifiers an app function may stand for.
    static let modifiers: Set<String> = ["foregroundColor", "foregroundStyle", "background", "fill", "tint"]
    /// Modifiers that also draw the value they are handed: a function calling one of them as well as an alias
    /// candidate (`containerBackground(for: .widget) { value }` on iOS 17, `background(value)` before) is none.
    static let otherDrawing: Set<String> = ["containerBackground", "listRowBackground", "presentationBackground"]
    /// Extended types whose functions are modifiers of SwiftUI views.
    static let viewTypes: Set<String> = ["View", "Shape", "InsettableShape", "Text", "Image"]

    /// `name(label:` (`foregroundColor(themeColor:`, `themeForeground(_:`) → what it stands for.
    private(set) var byKey: [String: Alias] = [:]
    /// Per file path, the token ranges of alias declarations.
    private(set) var ranges: [String: [Range<Int>]] = [:]

    init(files: [SwiftViewFile]) {
        var found: [String: [Alias]] = [:]
        for file in files {
            for (open, path) in file.typeBodies where path.count == 1 && Self.viewTypes.contains(path[0]) {
                guard file.tokens.indices.contains(open), Self.isExtension(open, file) else { continue }
                for (key, alias, range) in Self.declarations(inExtension: open, of: file) {
                    found[key, default: []].append(alias)
                    ranges[file.path, default: []].append(range)
                }
            }
        }
        for (key, aliases) in found {
            guard let first = aliases.first, aliases.allSatisfy({ $0.modifier == first.modifier }) else { continue }
            let types = Set(aliases.map(\.valueType))
            byKey[key] = Alias(modifier: first.modifier, valueType: types.count == 1 ? first.valueType : nil)
        }
    }

    /// The alias called at name token `index` (`foregroundColor` of `.foregroundColor(themeColor: …)`), if any.
    func alias(at index: Int, in nesting: SwiftTokenNesting) -> Alias? {
        guard !byKey.isEmpty, nesting.isPunctuation(index + 1, "(") else { return nil }
        return alias(named: nesting.tokens[index].text, label: Self.firstLabel(afterOpen: index + 1, nesting))
    }

    /// The alias called `name` with first argument label `label` (`_` when unlabelled), if any.
    func alias(named name: String, label: String) -> Alias? { byKey[Self.key(name, label: label)] }

    /// Whether token `index` of the file at `path` lies inside an alias's own declaration.
    func isDefinition(_ index: Int, path: String) -> Bool {
        ranges[path]?.contains { $0.contains(index) } ?? false
    }

    static func key(_ name: String, label: String) -> String { name + "(" + label + ":" }

    /// The label of the first argument of the call whose `(` is at `open`: `themeColor`, or `_` when unlabelled.
    static func firstLabel(afterOpen open: Int, _ nesting: SwiftTokenNesting) -> String {
        let tokens = nesting.tokens
        guard open + 2 < tokens.count, tokens[open + 1].kind == .identifier, nesting.isPunctuation(open + 2, ":")
        else { return "_" }
        return tokens[open + 1].text
    }

    /// Whether the type body at `open` is an `extension` (not a type of the app named `Text`).
    static func isExtension(_ open: Int, _ file: SwiftViewFile) -> Bool {
        var k = open - 1
        while k >= 0, !file.nesting.endsStatement(k) {
            if file.tokens[k].kind == .identifier, file.tokens[k].text == "extension" { return true }
            k -= 1
        }
        return false
    }

    /// The aliases declared directly in the extension body at `open`: key, alias and tokens of each.
    static func declarations(inExtension open: Int, of file: SwiftViewFile) -> [(String, Alias, Range<Int>)] {
        let tokens = file.tokens
        let nesting = file.nesting
        guard let close = nesting.partner[open] else { return [] }
        var out: [(String, Alias, Range<Int>)] = []
        var k = open + 1
        while k < close {
            defer { k += 1 }
            guard nesting.enclosing[k] == open, tokens[k].kind == .identifier, tokens[k].text == "func",
                k + 2 < close, tokens[k + 1].kind == .identifier, nesting.isPunctuation(k + 2, "("),
                let paramsClose = nesting.partner[k + 2]
            else { continue }
            let name = tokens[k + 1].text
            // The first parameter: `label name: Type` or `name: Type`.
            var p = k + 3
            var names: [String] = []
            while p < paramsClose, !nesting.isPunctuation(p, ":") {
                if tokens[p].kind == .identifier || tokens[p].text == "_" { names.append(tokens[p].text) }
                p += 1
            }
            guard let parameter = names.last, let label = names.first, names.count <= 2, p < paramsClose else {
                continue
            }
            var typeEnd = p + 1
            while typeEnd < paramsClose, !(nesting.isPunctuation(typeEnd, ",") && nesting.enclosing[typeEnd] == k + 2) {
                typeEnd += 1
            }
            let valueType = UIKitColorPropertyAliases.typeName(tokens[(p + 1)..<typeEnd].map(\.text).joined())
            guard
                let body = (paramsClose..<close).first(where: {
                    nesting.isPunctuation($0, "{") || nesting.isPunctuation($0, "}")
                }), nesting.isPunctuation(body, "{"), let end = nesting.partner[body]
            else { continue }
            defer { k = end }
            guard let modifier = modifierCalled(in: (body + 1)..<end, reading: parameter, file),
                !(label == "_" && modifier == name)
            else { continue }
            out.append((key(name, label: label), Alias(modifier: modifier, valueType: valueType), k..<(end + 1)))
        }
        return out
    }

    /// The one color modifier the body calls on the view itself (`self.foregroundColor(…)` or
    /// `foregroundColor(…)`) with arguments that read `parameter`; nil when none or several.
    static func modifierCalled(in range: Range<Int>, reading parameter: String, _ file: SwiftViewFile) -> String? {
        let tokens = file.tokens
        let nesting = file.nesting
        var called: Set<String> = []
        for j in range
        where tokens[j].kind == .identifier
            && (modifiers.contains(tokens[j].text) || otherDrawing.contains(tokens[j].text))
        {
            guard nesting.isPunctuation(j + 1, "("), var close = nesting.partner[j + 1] else { continue }
            // A trailing closure is handed to it too (`containerBackground(for: .widget) { value }`).
            if nesting.isPunctuation(close + 1, "{"), let end = nesting.partner[close + 1] { close = end }
            let onSelf =
                !nesting.isPunctuation(j - 1, ".")
                || (j >= 2 && tokens[j - 2].kind == .identifier
                    && tokens[j - 2].text == "self" && !nesting.isPunctuation(j - 3, "."))
            guard onSelf else { continue }
            if ((j + 2)..<close).contains(where: { tokens[$0].kind == .identifier && tokens[$0].text == parameter }) {
                called.insert(tokens[j].text)
            }
        }
        guard called.count == 1, let one = called.first, modifiers.contains(one) else { return nil }
        return one
    }
}
