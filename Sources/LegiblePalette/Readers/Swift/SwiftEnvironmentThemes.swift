import LegibleSwiftSyntax

/// App environment values that choose a theme: `@Environment(\.appTheme) var theme` where the app declares
/// `EnvironmentValues.appTheme` with the type of one of its enums (`var appTheme: AppTheme { get { self[AppThemeKey.self] }
/// … }`, Apple: `EnvironmentKey`, `EnvironmentValues`). Which case the environment holds is the user's choice made
/// elsewhere, so code reading it is run once per case it can hold (`SwiftEvaluator.acrossEnvironmentThemes`), each
/// case a theme.
///
/// The cases it can hold are the key's default (`AppThemeKey.defaultValue = .matrix`, or the `@Entry` initial value)
/// and every case each `.environment(\.appTheme, value)` in the files read can give: a case written out (`.glass`,
/// `AppTheme.glass`), both sides of a ternary or `??`, and any case for anything else (a stored setting, `AppTheme(rawValue:
/// stored)`): a value of an enum type is one of its cases, so the set is complete without guessing. A type that is not
/// an enum of the files read has no such set: nil, the use stays what it was.
final class SwiftEnvironmentThemes {
    /// The enum an environment key holds and the cases it can hold there, in declaration order.
    struct Choice {
        let key: String
        let type: [String]
        let cases: [String]
    }

    unowned let evaluator: SwiftEvaluator
    private var choices: [String: Choice?] = [:]

    init(evaluator: SwiftEvaluator) { self.evaluator = evaluator }

    /// The cases of the app enum `EnvironmentValues.key` holds; nil when the key is not an app value of an enum type.
    func choice(of key: String) -> Choice? {
        if let known = choices[key] { return known }
        let found = find(key)
        choices[key] = found
        return found
    }

    private func find(_ key: String) -> Choice? {
        let declared = (evaluator.byQualifiedName["EnvironmentValues." + key] ?? []).filter {
            let d = evaluator.declaration($0)
            return d.kind == .computedProperty || d.kind == .storedProperty
        }
        guard let id = declared.first, var written = evaluator.declaration(id).type else { return nil }
        while written.hasSuffix("?") || written.hasSuffix("!") { written.removeLast() }
        let ctx = SwiftEvaluationContext(unit: id.unit, scope: [])
        guard let type = enumType(written, ctx) else { return nil }
        let all = evaluator.members(of: type).map(evaluator.declaration).filter { $0.kind == .enumCase }.map(\.name)
        guard !all.isEmpty else { return nil }
        var held: Set<String> = []
        if let initial = evaluator.declaration(id).value {
            held.formUnion(possible(initial, type, all))
        } else if let initial = defaultValue(of: id) {
            held.formUnion(possible(initial.value, type, all))
        } else {
            held.formUnion(all) // a getter that is not `self[Key.self]`: any case
        }
        for (value, _) in injected(key) { held.formUnion(possible(value, type, all)) }
        return Choice(key: key, type: type, cases: all.filter(held.contains))
    }

    /// The path of the enum a written type names, nil when it names no enum of the files read.
    func enumType(_ written: String, _ ctx: SwiftEvaluationContext) -> [String]? {
        let parts = written.split(separator: ".").map(String.init)
        guard let last = parts.last, last.first?.isUppercase == true else { return nil }
        var enums: [[String]] = []
        for unit in evaluator.units {
            for t in unit.types where t.keyword == "enum" && t.path.last == last && !enums.contains(t.path) {
                if t.path.count >= parts.count, Array(t.path.suffix(parts.count)) == parts { enums.append(t.path) }
            }
        }
        return enums.count == 1 ? enums[0] : nil
    }

    /// `AppThemeKey.defaultValue` for a getter reading `self[AppThemeKey.self]`.
    func defaultValue(of id: SwiftDeclarationID) -> (value: SwiftExpression, id: SwiftDeclarationID)? {
        let tokens = evaluator.units[id.unit].tokens
        let range = evaluator.declaration(id).tokenRange
        for k in range where k + 4 < range.upperBound {
            guard tokens[k].is("["), tokens[k + 1].kind == .identifier, tokens[k + 2].is("."),
                tokens[k + 3].text == "self", tokens[k + 4].is("]")
            else { continue }
            let keyType = tokens[k + 1].text
            let ctx = SwiftEvaluationContext(unit: id.unit, scope: [])
            guard let found = evaluator.lookupDeclaration([keyType, "defaultValue"], ctx),
                let value = evaluator.declaration(found).value
            else { return nil }
            return (value, found)
        }
        return nil
    }

    /// The values passed as `.environment(\.key, value)` anywhere in the files read, with the unit of each.
    func injected(_ key: String) -> [(value: SwiftExpression, unit: Int)] {
        var out: [(value: SwiftExpression, unit: Int)] = []
        for (u, unit) in evaluator.units.enumerated() {
            let tokens = unit.tokens
            for k in tokens.indices where k > 0 && k + 6 < tokens.count && tokens[k].text == "environment" {
                guard tokens[k - 1].is("."), tokens[k + 1].is("("), tokens[k + 2].is("\\"), tokens[k + 3].is("."),
                    tokens[k + 4].text == key, tokens[k + 5].is(",")
                else { continue }
                var parser = SwiftExpressionParser(tokens: tokens, range: 0..<tokens.count)
                let close = parser.matching(k + 1) - 1
                parser = SwiftExpressionParser(tokens: tokens, range: (k + 6)..<max(k + 6, close))
                out.append((parser.parseExpression(), u))
            }
        }
        return out
    }

    /// The cases an expression of the enum's type can be: those written out, else any.
    func possible(_ e: SwiftExpression, _ type: [String], _ all: [String]) -> Set<String> {
        switch e {
        case .ternary(_, let a, let b, _), .binary("??", let a, let b, _):
            return possible(a, type, all).union(possible(b, type, all))
        case .implicitMember(let n, _) where all.contains(n):
            return [n]
        case .member(let base, let n, _) where all.contains(n):
            guard let written = base.dottedPath?.split(separator: ".").map(String.init),
                type.count >= written.count, Array(type.suffix(written.count)) == written
            else { return Set(all) }
            return [n]
        default:
            return Set(all)
        }
    }
}
