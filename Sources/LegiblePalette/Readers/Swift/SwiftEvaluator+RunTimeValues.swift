import LegibleSwiftSyntax

extension SwiftEvaluator {
    /// Why a stored property without an initial value (`d`) has no value Legible can know: the property wrapper that
    /// gives it one at run time (`@Environment(\.isFocused)`, `@Default(.accentColor)`, `@Binding`), else the
    /// value whoever makes the type passes.
    func noInitialValue(_ d: SwiftDeclaration, unit: Int) -> String {
        let wrappers = propertyWrappers(of: d, unit: unit)
        let name = "'\(d.qualifiedName)'"
        guard let wrapper = wrappers.first(where: { !["@objc", "@MainActor", "@IBInspectable"].contains($0) }) else {
            return "\(name) has no initial value: whoever makes \(d.scope.last ?? "the type") passes it"
        }
        if let why = environmentValueNotEnumerated(d, unit: unit) { return "\(name) \(why)" }
        return "\(name) is set at run time (\(wrapper), line \(d.token.line))"
    }

    /// Why an app environment value (`@Environment(\.palette)` with `EnvironmentValues.palette` declared in the files
    /// read) has no set of values: its type is no enum of the files read (`SwiftEnvironmentThemes`), with where the app
    /// sets it. nil for other properties.
    func environmentValueNotEnumerated(_ d: SwiftDeclaration, unit: Int) -> String? {
        guard let key = environmentKey(of: d, unit: unit),
            let entry = (byQualifiedName["EnvironmentValues." + key] ?? []).first,
            environmentThemes.choice(of: key) == nil
        else { return nil }
        let type = declaration(entry).type ?? "a value"
        let places = environmentThemes.injected(key).prefix(3).map {
            "\(units[$0.unit].path.split(separator: "/").last ?? ""):\($0.value.token.line)"
        }
        let set = places.isEmpty ? "its default" : ".environment(\\.\(key), …) at " + places.joined(separator: ", ")
        return "is the app's environment value \\.\(key) (\(type), set by \(set)): not an enum of the files read, "
            + "so the values it can hold are not enumerated"
    }

    /// The attributes written before a declaration, as written without spaces (`@Environment(\.colorScheme)`), in
    /// source order.
    func propertyWrappers(of d: SwiftDeclaration, unit: Int) -> [String] {
        let tokens = units[unit].tokens
        return attributeSpans(of: d, unit: unit).map { tokens[$0].map(\.text).joined() }
    }

    /// The token ranges of the attributes written before a declaration (`@` to the end of its arguments), in source
    /// order.
    func attributeSpans(of d: SwiftDeclaration, unit: Int) -> [Range<Int>] {
        let tokens = units[unit].tokens
        var k = d.tokenRange.lowerBound - 1
        var wrappers: [Range<Int>] = []
        while k >= 0, wrappers.count < 4 {
            let t = tokens[k]
            if t.kind == .identifier, SwiftDeclarationScanner.modifiers.contains(t.text) {
                k -= 1
            } else if t.is(")") {
                // `private(set)`, or an attribute's arguments: back to its `(`.
                var depth = 0
                while k >= 0 {
                    if tokens[k].is(")") { depth += 1 } else if tokens[k].is("(") { depth -= 1 }
                    if depth == 0 { break }
                    k -= 1
                }
                k -= 1
            } else if t.kind == .identifier, k > 0, tokens[k - 1].is("@") {
                let end = wrapperEnd(after: k, in: tokens, before: d.tokenRange.lowerBound)
                wrappers.insert((k - 1)..<end, at: 0)
                k -= 2
            } else {
                break
            }
        }
        return wrappers
    }

    /// The token after an attribute's name and its arguments (`@Default(.accentColor)`).
    private func wrapperEnd(after name: Int, in tokens: [SwiftToken], before limit: Int) -> Int {
        guard name + 1 < limit, tokens[name + 1].is("(") else { return name + 1 }
        var depth = 0
        var k = name + 1
        while k < limit {
            if tokens[k].is("(") { depth += 1 } else if tokens[k].is(")") { depth -= 1 }
            k += 1
            if depth == 0 { break }
        }
        return k
    }
}
