import LegibleCore
import LegibleSwiftSyntax

/// Themes written as tables keyed by an app enum, one table per theme:
///
///     enum Theme_OceanDark: ThemeColors {
///         static let theme: [ThemeValue: UIColor] = [.textPrimary: .white, .backgroundPrimary: .oceanDark0, …]
///     }
///
/// Two or more static dictionaries of the same key type whose values are a color type (`[K: UIColor]`,
/// `[K: Color]`, `[K: NSColor]`) form a theme set keyed by `K`: each key is a role, named `K.key`
/// (`ThemeValue.textPrimary`), with one variant per table. A table's theme is named after its type with the part
/// the tables share removed (`Theme_OceanDark` → `oceanDark`), or after the property when the tables share one type
/// (`static let light`, `static let dark`); its appearance follows `SwiftThemes.appearance(named:roles:)`.
/// Code names a role by the key (`ThemeValue.textPrimary`, or `.textPrimary` where a `ThemeValue` is expected).
/// A role that does not evaluate in every table is not a palette color: its warning says which table and why, so
/// a use of it says it is not checked rather than showing some themes only.
final class SwiftKeyedThemes {
    unowned let evaluator: SwiftEvaluator

    /// One table: a theme's colors by key.
    struct Table {
        var id: SwiftDeclarationID
        var theme: String
        var colorType: String
        var entries: [(key: String, value: SwiftExpression, range: Range<Int>)]
    }

    /// The tables of one key type.
    struct ThemeSet {
        var keyType: String
        var tables: [Table]
        var roles: [String] { Array(Set(tables.flatMap { $0.entries.map(\.key) })).sorted() }
    }

    private(set) lazy var sets: [String: ThemeSet] = Self.find(evaluator)
    private var colors: [String: SwiftColor] = [:]
    /// Why each role that does not evaluate in every table failed, by role name: a later use repeats the cause.
    private var failures: [String: String] = [:]
    /// Each table's appearance, found once (its background roles evaluated once, not once per role).
    private var appearances: [SwiftDeclarationID: Appearance] = [:]
    private(set) var diagnostics: [Diagnostic] = []

    init(evaluator: SwiftEvaluator) { self.evaluator = evaluator }

    /// `ThemeValue.textPrimary` (or a deeper path ending in the key type): the role across the themes; nil when the
    /// base is no key type of a set.
    func use(member m: String, base: SwiftExpression) throws(SwiftEvaluationFailure) -> SwiftValue? {
        guard let written = base.dottedPath, let keyType = written.split(separator: ".").last.map(String.init),
            let set = sets[keyType], set.roles.contains(m)
        else { return nil }
        guard let c = try color(m, of: keyType, at: base.token) else { return nil }
        return .color(c)
    }

    /// The role `key` of the set keyed by `keyType`, its variants per theme; throws when a table does not evaluate it.
    func color(_ key: String, of keyType: String, at token: SwiftToken) throws(SwiftEvaluationFailure) -> SwiftColor? {
        let name = keyType + "." + key
        if let c = colors[name] { return c }
        guard let set = sets[keyType] else { return nil }
        if let failure = failures[name] { throw evaluator.fail(failure, token) }
        var out = SwiftColor(variants: [:], aliasOf: name)
        var values: [(Table, SwiftColor)] = []
        for table in set.tables {
            let unit = evaluator.units[table.id.unit]
            guard let entry = table.entries.first(where: { $0.key == key }) else {
                failures[name] = "'\(name)' has no value in theme \(table.theme)"
                diagnostics.append(
                    .warning(
                        unit.location(evaluator.declaration(table.id).token),
                        "\(name) in theme \(table.theme): not read, the table has no entry '.\(key)' (the other themes have one)"
                    ))
                throw evaluator.fail(failures[name] ?? name, token)
            }
            let declaration = evaluator.declaration(table.id)
            let ctx = SwiftEvaluationContext(unit: table.id.unit, scope: declaration.scope, colorType: table.colorType)
            do throws(SwiftEvaluationFailure) {
                let v = try evaluator.acrossAppearances(ctx) { (c) throws(SwiftEvaluationFailure) in
                    try evaluator.evaluate(entry.value, c)
                }
                guard case .color(let c) = v else { throw evaluator.fail("not a color", entry.value.token) }
                values.append((table, c))
            } catch {
                // The cause and where: every later use of the role repeats it (its own warning may not be shown).
                let at = SourceLocation(path: unit.path, line: error.line, column: error.column)
                let file = unit.path.split(separator: "/").last.map(String.init) ?? unit.path
                failures[name] = "'\(name)' in theme \(table.theme): \(error.message) (\(file):\(error.line))"
                diagnostics.append(.warning(at, "\(name) in theme \(table.theme): not read, \(error.message)"))
                throw evaluator.fail(failures[name] ?? name, token)
            }
        }
        for (table, c) in values {
            let appearance = appearance(of: table)
            guard let v = c.variant(for: appearance.isDark ? .dark : .light) else {
                failures[name] = "'\(name)' in theme \(table.theme): \(SwiftThemes.noVariant(c))"
                throw evaluator.fail(failures[name] ?? name, token)
            }
            out.variants[appearance] = SwiftColor.Variant(value: v.value, source: v.source)
        }
        colors[name] = out
        return out
    }

    /// A table's appearance: by its name, else by its background role's luminance (`SwiftThemes`' one rule).
    func appearance(of table: Table) -> Appearance {
        if let known = appearances[table.id] { return known }
        var backgrounds: [String: SwiftColor] = [:]
        for entry in table.entries
        where SwiftThemes.backgroundRoles.contains(where: { $0.lowercased() == entry.key.lowercased() }) {
            let ctx = SwiftEvaluationContext(
                unit: table.id.unit, scope: evaluator.declaration(table.id).scope, colorType: table.colorType)
            if case .color(let c)? = try? evaluator.acrossAppearances(
                ctx, { (c) throws(SwiftEvaluationFailure) in try evaluator.evaluate(entry.value, c) })
            {
                backgrounds[entry.key] = c
            }
        }
        let found = SwiftThemes.appearance(named: table.theme, roles: backgrounds)
        appearances[table.id] = found
        return found
    }

    /// Every role of every set, evaluated (for the palette), in name order.
    func allColors() -> [(name: String, color: SwiftColor?, table: Table)] {
        var out: [(String, SwiftColor?, Table)] = []
        for keyType in sets.keys.sorted() {
            guard let set = sets[keyType], let first = set.tables.first else { continue }
            for role in set.roles {
                let token = evaluator.declaration(first.id).token
                out.append((keyType + "." + role, (try? color(role, of: keyType, at: token)) ?? nil, first))
            }
        }
        return out
    }

    // MARK: Finding the tables

    static func find(_ evaluator: SwiftEvaluator) -> [String: ThemeSet] {
        var byKey: [String: [Table]] = [:]
        for (u, unit) in evaluator.units.enumerated() {
            for (i, d) in unit.declarations.enumerated() where d.isStatic && d.kind == .storedProperty {
                guard let (keyType, valueType) = dictionaryType(d.type),
                    let colorType = SwiftEvaluator.colorType(valueType),
                    let entries = entries(of: d, in: unit), !entries.isEmpty
                else { continue }
                byKey[keyType, default: []].append(
                    Table(
                        id: SwiftDeclarationID(unit: u, index: i), theme: d.name, colorType: colorType, entries: entries
                    ))
            }
        }
        var out: [String: ThemeSet] = [:]
        for (keyType, all) in byKey.sorted(by: { $0.key < $1.key }) {
            // Tables named alike in different types are one set's themes (`Theme_Paper.theme`, `Theme_Ocean.theme`);
            // a type may hold the same theme again for another framework (`themeSwiftUI: [ThemeValue: Color]`): the
            // set with the most themes is read, the first by name among equals.
            var groups: [[Table]] = []
            for name in Set(all.map(\.theme)).sorted() {
                var tables = all.filter { $0.theme == name }
                let owners = tables.map { evaluator.declaration($0.id).scope.last ?? "" }
                guard tables.count >= 2, Set(owners).count == tables.count, !owners.contains("") else { continue }
                let names = themeNames(owners)
                for k in tables.indices { tables[k].theme = names[k] }
                groups.append(tables)
            }
            // Tables of distinct names in one type (`static let light`, `static let dark`) are its themes.
            for owner in Set(all.map { evaluator.declaration($0.id).scope }).sorted(by: { $0.joined() < $1.joined() }) {
                let tables = all.filter { evaluator.declaration($0.id).scope == owner }
                guard tables.count >= 2, Set(tables.map(\.theme)).count == tables.count else { continue }
                if tables.allSatisfy({ $0.colorType == tables[0].colorType }) { groups.append(tables) }
            }
            guard let best = groups.max(by: { $0.count < $1.count }) else { continue }
            out[keyType] = ThemeSet(keyType: keyType, tables: best)
        }
        return out
    }

    /// `("ThemeValue", "UIColor")` for `[ThemeValue: UIColor]` (the key's last component); nil for other types.
    static func dictionaryType(_ written: String?) -> (String, String)? {
        guard var t = written else { return nil }
        while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
        guard t.hasPrefix("["), t.hasSuffix("]") else { return nil }
        let inner = t.dropFirst().dropLast()
        let parts = inner.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let key = parts[0].split(separator: ".").last, !key.isEmpty,
            key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        return (String(key), String(parts[1]))
    }

    /// The `key: value` entries of a dictionary literal declaration whose keys are implicit members or `K.member`.
    static func entries(of d: SwiftDeclaration, in unit: SwiftSourceUnit) -> [(
        key: String, value: SwiftExpression, range: Range<Int>
    )]? {
        let tokens = unit.tokens
        var k = d.tokenRange.lowerBound
        var depth = 0
        while k < d.tokenRange.upperBound {
            let t = tokens[k]
            if t.kind == .punctuation, ["(", "[", "{", "<"].contains(t.text) { depth += 1 }
            if t.kind == .punctuation, [")", "]", "}", ">"].contains(t.text) { depth -= 1 }
            if depth == 0, t.is("="), t.kind != .string { break }
            k += 1
        }
        guard k + 1 < d.tokenRange.upperBound else { return nil }
        var parser = SwiftExpressionParser(tokens: tokens, range: (k + 1)..<d.tokenRange.upperBound)
        guard let entries = parser.parseDictionaryEntries() else { return nil }
        var out: [(String, SwiftExpression, Range<Int>)] = []
        for entry in entries {
            switch entry.key {
            case .implicitMember(let name, _), .member(_, let name, _): out.append((name, entry.value, entry.range))
            default: return nil
            }
        }
        return out
    }

    /// Theme names from the tables' type names, without the part they all share when it is a separate word
    /// (`Theme_ClassicDark`, `Theme_OceanLight` → `classicDark`, `oceanLight`; `LightTheme`, `DarkTheme` → `light`,
    /// `dark`), the first letter lowercased.
    static func themeNames(_ owners: [String]) -> [String] {
        let words = ["Theme", "Themes", "Colors", "Palette", "ColorScheme", "Scheme"]
        var names = owners
        for word in words {
            if names.allSatisfy({ $0.hasPrefix(word + "_") }) {
                names = names.map { String($0.dropFirst(word.count + 1)) }
            }
            if names.allSatisfy({ $0.hasPrefix(word) && $0.count > word.count }) {
                names = names.map { String($0.dropFirst(word.count)) }
            }
            if names.allSatisfy({ $0.hasSuffix(word) && $0.count > word.count }) {
                names = names.map { String($0.dropLast(word.count)) }
            }
        }
        names = names.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 }
        guard Set(names).count == names.count, !names.contains("") else { return owners }
        return names.map { $0.prefix(1).lowercased() + $0.dropFirst() }
    }
}
