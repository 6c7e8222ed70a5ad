import LegibleSwiftSyntax

/// Where code reaches a role of a protocol theme (`SwiftProtocolThemes`): inside a theme's own implementation
/// (`primaryText`, `self.primaryText`: that theme's), and through a theme value in view code (`theme.primaryText`,
/// `self.theme.X`, `Theme.current.X`, `ThemeService.shared().theme.X`, a property or parameter of the protocol's
/// type: the role in every theme). A theme value naming no role is a failure that says which roles there are.
extension SwiftProtocolThemes {
    /// Inside a theme's implementation: another role of the same theme (`primaryText`, `self.primaryText`).
    func member(_ name: String, of r: Receiver, _ t: SwiftToken) throws(SwiftEvaluationFailure) -> SwiftValue? {
        guard sets[r.set].roles.contains(name) else { return nil }
        return .color(try value(name, r, from: t))
    }

    /// `theme.X` and its kin: the role `X` in every theme when the base is a theme value; nil when it is not one.
    func use(member m: String, base: SwiftExpression, unit: Int, _ t: SwiftToken) throws(SwiftEvaluationFailure)
        -> SwiftValue?
    {
        guard !sets.isEmpty else { return nil }
        // `theme.colors.primaryContent`: a color field of a value the theme holds.
        if case .member(let themeValue, let holder, _) = base,
            sets.contains(where: { $0.roles.contains(holder + "." + m) })
        {
            return try use(member: holder + "." + m, base: themeValue, unit: unit, t)
        }
        guard let last = Self.lastName(base) else { return nil }
        let first = base.dottedPath?.split(separator: ".").first.map(String.init)
        var candidates = sets.indices.filter { sets[$0].roles.contains(m) }
        // Declarations decide before names: `theme` declared here as an `EditorTheme` (an app class, no theme
        // protocol) is a value of that class, read as such (`typedValueMember`).
        if typedNamesByUnit[unit]?[last] == nil, otherTypedNamesByUnit[unit]?.contains(last) == true { return nil }
        if let typed = typedNamesByUnit[unit]?[last] ?? typedNames[last] {
            candidates = candidates.filter { typed.contains($0) }
        } else if let s = sets.firstIndex(where: { $0.path.last == first }) {
            candidates = candidates.filter { $0 == s }
        } else if !last.lowercased().contains("theme") {
            return nil
        }
        guard let s = candidates.first else {
            let roles = sets.flatMap(\.roles)
            guard typedNames[last] != nil || !roles.isEmpty && last.lowercased().contains("theme") else { return nil }
            throw evaluator.fail(
                "'\(m)' is not a color of theme protocol \(sets.map(\.name).joined(separator: ", ")) (its roles: \(Array(Set(roles)).sorted().joined(separator: ", ")))",
                t)
        }
        guard candidates.count == 1 else {
            throw evaluator.fail(
                "'\(m)' is a color of several theme protocols (\(candidates.map { sets[$0].name }.joined(separator: ", ")))",
                t)
        }
        return .color(try color(m, set: s, from: t))
    }

    /// The last name of a value's path: `theme` for `self.theme`, `ThemeService.shared().theme`; `current` for
    /// `Theme.current`; `shared` for `ThemeService.shared()`.
    static func lastName(_ e: SwiftExpression) -> String? {
        switch e {
        case .name(let n, _): n
        case .member(_, let m, _): m
        case .call(let callee, _, _, _): lastName(callee)
        case .postfix(_, let base, _): lastName(base)
        default: nil
        }
    }
}
