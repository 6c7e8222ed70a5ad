import LegibleCore
import LegibleSwiftSyntax

/// A color a view class's own code gives itself (issue 31, "a view class that themes itself"): `textColor =
/// AppTheme.colorForStyle(style, themeOverride: themeOverride)` in `class ThemeableLabel: UILabel`, run from its
/// initializers, `awakeFromNib` or a `didSet`. The expression is evaluated inside the class, its stored properties at
/// their initial values (`var style: ThemeStyle = .primaryText01`), helpers followed through their bodies and theme
/// functions once per theme. A stored `var` the expression reads that code sets per instance (`label.style =
/// .caption`, `self.style = style`, an `@IBInspectable` a document may set) makes the color unknown, naming where: which
/// value a given view has is not followed.
extension SwiftExpressionColors {
    /// `value` as written on a line of the file at `path`, in the code of type `type` (its last name).
    public func resolve(written value: String, path: String, inType type: String, colorType: String?) -> Resolution {
        let (tokens, errors) = SwiftLexer.tokenize(value)
        guard errors.isEmpty, !tokens.isEmpty else { return .unknown("'\(value)' does not parse") }
        var parser = SwiftExpressionParser(tokens: tokens, range: 0..<tokens.count)
        let expression = parser.parseExpression()
        guard parser.atEnd else { return .unknown("'\(value)' is not one expression") }
        let scope = evaluator.typePath(named: type, preferring: path) ?? [type]
        let read = Set(tokens.filter { $0.kind == .identifier }.map(\.text))
        if let (name, at) = evaluator.perInstanceSetting(of: read, in: scope) {
            let file = at.path.split(separator: "/").last.map(String.init) ?? at.path
            return .unknown(
                "\(scope.joined(separator: ".")).\(name) is set per instance (\(file):\(at.line)): which value each "
                    + "view has is not followed")
        }
        return resolve(expression, path: path, scope: scope, colorType: colorType)
    }
}

extension SwiftEvaluator {
    /// The full path of the type whose last name is `name` (`["Settings", "Row"]` for `Row`), the one declared in the
    /// file at `path` first; nil when no file read declares it.
    func typePath(named name: String, preferring path: String) -> [String]? {
        var found: [String]?
        for unit in units {
            for t in unit.types where t.keyword != "extension" && t.path.last == name {
                if unit.path == path { return t.path }
                found = found ?? t.path
            }
        }
        return found
    }

    /// The first of `names` that is a stored `var` of `type` which code sets after it is made: an assignment
    /// `x.name = …` in any file read, `name = …` in the file that declares it (outside its declaration), or an
    /// `@IBInspectable` property (a storyboard may set it per view). nil when none is.
    func perInstanceSetting(of names: Set<String>, in type: [String]) -> (name: String, at: SourceLocation)? {
        for name in names.sorted() {
            guard
                let id = byQualifiedName[(type + [name]).joined(separator: ".")]?.first(where: {
                    let d = declaration($0)
                    return d.kind == .storedProperty && !d.isStatic
                })
            else { continue }
            if instanceSettings[id] == nil { instanceSettings[id] = settings(of: id) }
            if let at = instanceSettings[id]?.first { return (name, at) }
        }
        return nil
    }

    /// Where code sets the stored `var` `id` after its instance is made (the first place), empty when nowhere.
    private func settings(of id: SwiftDeclarationID) -> [SourceLocation] {
        let d = declaration(id)
        let tokens = units[id.unit].tokens
        let start = d.tokenRange.lowerBound // the `var`
        guard start < tokens.count, tokens[start].text == "var" else { return [] }
        // Attributes and modifiers written before `var` on its line: `@IBInspectable var style: …`.
        var k = start - 1
        while k >= 0, tokens[k].line == tokens[start].line {
            if tokens[k].text == "IBInspectable" { return [units[id.unit].location(tokens[k])] }
            k -= 1
        }
        for (u, unit) in units.enumerated() {
            let ts = unit.tokens
            for i in ts.indices.dropLast() where ts[i].kind == .identifier && ts[i].text == d.name {
                guard ts[i + 1].kind == .operator, ts[i + 1].text == "=" else { continue }
                if u == id.unit, d.tokenRange.contains(i) { continue }
                let previous = i > 0 ? ts[i - 1].text : ""
                if previous == "let" || previous == "var" { continue }
                if previous == "." || u == id.unit { return [unit.location(ts[i])] }
            }
        }
        return []
    }
}
