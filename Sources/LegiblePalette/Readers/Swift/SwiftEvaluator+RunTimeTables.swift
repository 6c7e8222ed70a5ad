import LegibleSwiftSyntax

/// A color an app type's method looks up in a table of its own that an initializer fills from what it is given
/// (`func colorForType(_ type: ColorType) -> UIColor { return mappedColors[type.rawValue]! }`, with `mappedColors` set
/// in `init(yamlString:)` from text the app reads at run time): the color is a run-time value. Called on a value Legible
/// does not know (a parameter `theme: Theme`), the use names that table, the initializer filling it and where the app
/// calls that initializer, rather than "unknown name 'theme'".
extension SwiftEvaluator {
    /// Why `base.m(…)` has no static value when the one app type declaring a method `m` with these labels returns an
    /// entry of a stored table that an initializer fills at run time; nil otherwise.
    func runTimeTableLookup(_ m: String, labels: [String?]) -> String? {
        let methods = (functionsByName[m] ?? []).filter { id in
            let d = declaration(id)
            return !d.isStatic && !d.scope.isEmpty && appTypeNames.contains(d.scope.last ?? "")
                && d.parameters.map(\.label) == labels
        }
        guard Set(methods.map { declaration($0).scope }).count == 1, let id = methods.first else { return nil }
        let method = declaration(id)
        let tokens = units[id.unit].tokens
        // `return table[…]`, or a body that is the lookup alone.
        var table: String?
        for i in method.tokenRange.dropLast() where tokens[i].kind == .identifier && tokens[i + 1].is("[") {
            guard i > 0, tokens[i - 1].text == "return" || tokens[i - 1].is("{") else { continue }
            table = tokens[i].text
            break
        }
        guard let table,
            let stored = members(of: method.scope).first(where: {
                let d = declaration($0)
                return d.name == table && d.kind == .storedProperty && !d.isStatic
            })
        else { return nil }
        let d = declaration(stored)
        if let value = d.value, value.dottedPath != "nil" { return nil }
        for initializer in initializersByType[method.scope.last ?? ""] ?? [] {
            let i = declaration(initializer)
            guard i.scope == method.scope, let set = Self.assignment(to: table, in: i.body ?? []) else { continue }
            let type = method.scope.joined(separator: ".")
            let labels = i.parameters.map { "\($0.label ?? "_"):" }.joined()
            let caller = callSite(of: initializer).map { ", called at \($0)" } ?? ""
            return "'\(method.qualifiedName)(\(method.parameters.map { "\($0.label ?? "_"):" }.joined()))' returns an "
                + "entry of '\(d.qualifiedName)', a table \(type).init(\(labels)) fills at run time "
                + "(\(fileName(of: initializer.unit)):\(set.token.line)\(caller))"
        }
        return nil
    }

    /// `File.swift:12` of the first call of the initializer `id` in the files read (`Theme(yamlString: …)`).
    func callSite(of id: SwiftDeclarationID) -> String? {
        let d = declaration(id)
        guard let type = d.scope.last, let first = d.parameters.first.map({ $0.label ?? "_" }) else { return nil }
        for (u, unit) in units.enumerated() {
            let tokens = unit.tokens
            for i in tokens.indices.dropLast(3) where tokens[i].text == type && tokens[i + 1].is("(") {
                if first == "_" ? !tokens[i + 2].is(")") : (tokens[i + 2].text == first && tokens[i + 3].is(":")) {
                    return "\(fileName(of: u)):\(tokens[i].line)"
                }
            }
        }
        return nil
    }

    func fileName(of unit: Int) -> String {
        units[unit].path.split(separator: "/").last.map(String.init) ?? units[unit].path
    }
}
