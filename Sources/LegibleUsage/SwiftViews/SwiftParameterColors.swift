import Foundation
import LegiblePalette
import LegibleSwiftSyntax

/// A color named by a color-typed parameter of the function around the use (`private func badge(tint: Color) -> some View {
/// Text(…).foregroundStyle(tint) }`): Swift binds the name to the argument of each call, so its color is what every
/// call passes (its default when a call leaves it out), read at that call. Known when each call in the file passes the
/// same color; a caller in another file, a call that passes a color not known, or calls that pass different colors
/// leave it not checked with that cause (one pair per caller is not made). The Swift Programming Language, "Functions:
/// Function Argument Labels and Parameter Names", "Default Parameter Values".
extension SwiftViewFile {
    /// How deep callers that pass a parameter on to another function (`row(tint:)` calling `badge(tint:)`) are followed.
    static let maximumCallerDepth = 4

    /// nil when no name of `expression` is a parameter of the function or initializer around `index`.
    func parameterColor(_ expression: SwiftExpression, at index: Int, colorType: String, depth: Int) -> Result<
        ObservedColor, SwiftViewProblem
    >? {
        guard let body = enclosingFunction(index), let keyword = nesting.functionKeyword(ofBody: body),
            let function = colors.function(path: path, keywordAt: keyword)
        else { return nil }
        let names = Self.leadingNames(expression)
        // A color, or a role of the app's theme tables (`textColor: ThemeValue` handed to `themeTextColor`).
        let passed = function.parameters.filter {
            names.contains($0.name) && (Self.holdsAColor($0.type) || colors.isRoleKeyType($0.type))
        }
        guard let first = passed.first else { return nil }
        let signature = Self.signature(function)
        let subject = "'\(first.name)' is a parameter of \(signature)"
        guard depth < Self.maximumCallerDepth else {
            return .failure(.init("\(subject), passed on through more than \(Self.maximumCallerDepth) callers"))
        }
        let callee = function.kind == .initializer ? (function.scope.last ?? "") : function.name
        if let other = colors.filesCalling(callee).first(where: { $0 != path }) {
            return .failure(
                .init(
                    "\(subject): its color is each caller's, and \((other as NSString).lastPathComponent) calls "
                        + "\(callee) too (one pair per caller is not made)"))
        }
        let type = enclosingType(index)?.name
        let calls = callSites(of: callee, matching: function.parameters)
        guard !calls.isEmpty else { return .failure(.init("\(subject), and no code read calls it")) }
        var results: [(line: Int, color: ObservedColor)] = []
        for call in calls {
            let line = tokens[call.index].line
            guard enclosingType(call.index)?.name == type else {
                return .failure(.init("\(subject): the call on line \(line) is in another type"))
            }
            var values: [String: SwiftExpression] = [:]
            for parameter in passed {
                guard let value = Self.argument(for: parameter, in: call.arguments, of: function.parameters) else {
                    return .failure(.init("\(subject): the call on line \(line) does not pass '\(parameter.name)'"))
                }
                // `.textPrimary` passed for a role parameter is `ThemeValue.textPrimary`.
                values[parameter.name] =
                    colors.isRoleKeyType(parameter.type)
                    ? UIKitColorPropertyAliases.qualified(value, as: Self.unwrappedType(parameter.type)) : value
            }
            if case .name("nil", _)? = values[first.name], expression.dottedPath == first.name {
                return .failure(.init("\(subject): the call on line \(line) passes nil (the view's own color)"))
            }
            switch color(
                Self.replacing(values, in: expression), at: call.index, colorType: colorType, callerDepth: depth + 1)
            {
            case .success(let color): results.append((line, color))
            case .failure(let problem):
                return .failure(.init("\(subject): at the call on line \(line), \(problem.message)"))
            }
        }
        guard Set(results.map { Self.valueKey($0.color) }).count == 1, let known = results.first else {
            let listed = results.map { "line \($0.line): \(Self.label($0.color))" }.joined(separator: ", ")
            return .failure(
                .init("\(subject), called with different colors (\(listed)): one pair per caller is not made"))
        }
        return .success(known.color)
    }

    /// A parameter typed as a color or a shape style (`Color`, `UIColor?`, `some ShapeStyle`): one whose value is a
    /// color the caller passes. A theme or style value (`theme: Theme`) is read per theme by the evaluator instead.
    static func holdsAColor(_ type: String) -> Bool {
        var t = type.replacingOccurrences(of: " ", with: "")
        while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
        return colorParameterTypes.contains(t)
    }

    /// `ThemeValue` for `ThemeValue?`.
    static func unwrappedType(_ type: String) -> String {
        var t = type.replacingOccurrences(of: " ", with: "")
        while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
        return t
    }

    static let colorParameterTypes: Set<String> = [
        "Color", "SwiftUI.Color", "UIColor", "NSColor", "CGColor", "someShapeStyle", "anyShapeStyle", "AnyShapeStyle",
    ]

    /// The calls of `name` in this file whose labels fit `parameters`, with the index of the name's token.
    func callSites(of name: String, matching parameters: [SwiftParameter]) -> [(index: Int, arguments: [SwiftArgument])]
    {
        let labels = parameters.map(\.label)
        var calls: [(Int, [SwiftArgument])] = []
        for k in tokens.indices.dropLast()
        where tokens[k].kind == .identifier && tokens[k].text == name && nesting.isPunctuation(k + 1, "(")
            && !tokens[k + 1].spaceBefore && !(k > 0 && tokens[k - 1].is("func"))
        {
            guard let close = nesting.partner[k + 1] else { continue }
            var parser = SwiftExpressionParser(tokens: tokens, range: k..<(close + 1))
            guard case .call(_, let arguments, _, _) = parser.parseExpression(), arguments.count <= parameters.count,
                arguments.allSatisfy({ labels.contains($0.label) })
            else { continue }
            calls.append((k, arguments))
        }
        return calls
    }

    /// The argument a call passes for `parameter` (by label; an unlabeled one by its place among the unlabeled), else
    /// the parameter's default value.
    static func argument(for parameter: SwiftParameter, in arguments: [SwiftArgument], of parameters: [SwiftParameter])
        -> SwiftExpression?
    {
        if let label = parameter.label {
            return arguments.first { $0.label == label }?.value ?? parameter.defaultValue
        }
        let unlabeled = parameters.filter { $0.label == nil }
        guard let place = unlabeled.firstIndex(where: { $0.name == parameter.name }) else { return nil }
        let passed = arguments.filter { $0.label == nil }
        return place < passed.count ? passed[place].value : parameter.defaultValue
    }

    /// The names an expression starts its paths with (`tint` of `tint.opacity(0.5)`), outside closures.
    static func leadingNames(_ e: SwiftExpression) -> Set<String> {
        switch e {
        case .name(let n, _): return ["self", "true", "false", "nil"].contains(n) ? [] : [n]
        case .member(let base, _, _), .postfix(_, let base, _), .unary(_, let base, _): return leadingNames(base)
        case .call(let callee, let arguments, _, _):
            return arguments.reduce(leadingNames(callee)) { $0.union(leadingNames($1.value)) }
        case .binary(_, let a, let b, _): return leadingNames(a).union(leadingNames(b))
        case .ternary(let c, let a, let b, _): return leadingNames(c).union(leadingNames(a)).union(leadingNames(b))
        case .array(let items, _): return items.reduce([]) { $0.union(leadingNames($1)) }
        default: return []
        }
    }

    /// `expression` with each name of `values` replaced by its value.
    static func replacing(_ values: [String: SwiftExpression], in e: SwiftExpression) -> SwiftExpression {
        switch e {
        case .name(let n, _): return values[n] ?? e
        case .member(let base, let m, let t): return .member(replacing(values, in: base), m, t)
        case .postfix(let op, let x, let t): return .postfix(op, replacing(values, in: x), t)
        case .unary(let op, let x, let t): return .unary(op, replacing(values, in: x), t)
        case .call(let callee, let arguments, let trailing, let t):
            return .call(
                replacing(values, in: callee),
                arguments.map { SwiftArgument(label: $0.label, value: replacing(values, in: $0.value)) },
                trailingClosure: trailing, t)
        case .binary(let op, let a, let b, let t):
            return .binary(op, replacing(values, in: a), replacing(values, in: b), t)
        case .ternary(let c, let a, let b, let t):
            return .ternary(replacing(values, in: c), replacing(values, in: a), replacing(values, in: b), t)
        case .array(let items, let t): return .array(items.map { replacing(values, in: $0) }, t)
        default: return e
        }
    }

    /// `badge(tint:)`, `init(_:style:)`.
    static func signature(_ function: SwiftDeclaration) -> String {
        let name = function.kind == .initializer ? "init" : function.name
        return name + "(" + function.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// What two callers' colors are compared by: the palette name, or the values per appearance of a written color.
    static func valueKey(_ color: ObservedColor) -> [String] {
        switch color {
        case .named(let name): ["named", name]
        case .inline(let c): c.variants.map { "\($0.appearance)=\($0.value)" }.sorted()
        }
    }

    static func label(_ color: ObservedColor) -> String {
        switch color {
        case .named(let name): name
        case .inline(let c): c.name
        }
    }
}
