import LegibleCore
import LegibleSwiftSyntax

/// Uses of a struct or enum theme (`SwiftThemes`) through a value of the theme's type, as view code writes them:
/// `theme.text` where `theme` is declared `ReaderTheme` (a property, a parameter, an
/// `@Environment(\.readerTheme) var theme: ReaderTheme`) is the role `ReaderTheme.text` in every theme. The themes are
/// read once, on the first such use; a use met while they are being read is not one.
final class SwiftDeclaredThemeUses {
    unowned let evaluator: SwiftEvaluator
    /// The roles of the struct and enum themes by name (`ReaderTheme.text`), nil until read.
    private var roles: [String: SwiftColor]?
    private var reading = false
    /// Declared type (last component) of each property and parameter name.
    private lazy var types: [String: Set<String>] = {
        var out: [String: Set<String>] = [:]
        for unit in evaluator.units {
            for d in unit.declarations where d.kind != .enumCase {
                if let t = d.type.flatMap(SwiftThemeFunctions.typeName) { out[d.name, default: []].insert(t) }
                for p in d.parameters { if let t = SwiftThemeFunctions.typeName(p.type) { out[p.name, default: []].insert(t) } }
            }
        }
        return out
    }()

    init(evaluator: SwiftEvaluator) { self.evaluator = evaluator }

    /// The role `m` of the theme type `base` is declared with, nil when `base` is no value of a theme type.
    func use(member m: String, base: SwiftExpression) -> SwiftValue? {
        guard let last = SwiftProtocolThemes.lastName(base), let declared = types[last], !reading else { return nil }
        if roles == nil {
            reading = true
            var themes = SwiftThemes(evaluator: evaluator)
            themes.find()
            reading = false
            var out: [String: SwiftColor] = [:]
            for color in themes.colors {
                var c = SwiftColor(variants: [:], aliasOf: color.name)
                for v in color.variants { c.variants[v.appearance] = SwiftColor.Variant(value: v.value, source: v.source) }
                out[color.name] = c
            }
            roles = out
        }
        let matches = (roles ?? [:]).filter { name, _ in
            let parts = name.split(separator: ".").map(String.init)
            return parts.count >= 2 && parts[parts.count - 1] == m && declared.contains(parts[parts.count - 2])
        }
        guard matches.count == 1, let match = matches.first else { return nil }
        return .color(match.value)
    }
}
