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
    /// Types that may be struct or enum themes (`SwiftThemes`' shapes: a color-typed instance property without a
    /// value and two static instances, or a color-typed computed property switching on `self`): the themes are read
    /// only for a value of one of them.
    private lazy var candidates: Set<String> = {
        var roles: Set<[String]> = []
        var instances: [[String]: Int] = [:]
        for unit in evaluator.units {
            for d in unit.declarations where !d.scope.isEmpty {
                if d.isStatic, d.kind == .storedProperty, case .call? = d.value {
                    instances[d.scope, default: 0] += 1; continue
                }
                guard !d.isStatic, SwiftEvaluator.colorType(d.type) != nil else { continue }
                if d.kind == .storedProperty && d.value == nil { roles.insert(d.scope) }
                if d.kind == .computedProperty, let body = d.body, body.count == 1,
                    case .switch(let subject, _, _) = body[0], subject.dottedPath == "self"
                {
                    instances[d.scope, default: 0] += 2
                    roles.insert(d.scope)
                }
            }
        }
        return Set(roles.filter { instances[$0, default: 0] >= 2 }.compactMap(\.last))
    }()

    /// Declared type (last component) of each property and parameter name whose type is a candidate.
    private lazy var types: [String: Set<String>] = {
        var out: [String: Set<String>] = [:]
        guard !candidates.isEmpty else { return out }
        let candidates = candidates
        /// The candidate a written type names: `ReaderTheme` as is (most types), else its last component.
        func candidate(_ written: String) -> String? {
            if candidates.contains(written) { return written }
            guard
                written.utf8.contains(where: {
                    $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!")
                }),
                let t = SwiftThemeFunctions.typeName(written), candidates.contains(t)
            else { return nil }
            return t
        }
        for unit in evaluator.units {
            for d in unit.declarations where d.kind != .enumCase {
                if let t = d.type.flatMap(candidate) { out[d.name, default: []].insert(t) }
                for p in d.parameters { if let t = candidate(p.type) { out[p.name, default: []].insert(t) } }
            }
        }
        return out
    }()

    init(evaluator: SwiftEvaluator) { self.evaluator = evaluator }

    /// The role `m` of the theme type `base` is declared with, nil when `base` is no value of a theme type.
    func use(member m: String, base: SwiftExpression) -> SwiftValue? {
        guard !reading, let last = SwiftProtocolThemes.lastName(base), let declared = types[last] else { return nil }
        if roles == nil {
            reading = true
            var themes = SwiftThemes(evaluator: evaluator)
            themes.find()
            reading = false
            var out: [String: SwiftColor] = [:]
            for color in themes.colors {
                var c = SwiftColor(variants: [:], aliasOf: color.name)
                for v in color.variants {
                    c.variants[v.appearance] = SwiftColor.Variant(value: v.value, source: v.source)
                }
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
