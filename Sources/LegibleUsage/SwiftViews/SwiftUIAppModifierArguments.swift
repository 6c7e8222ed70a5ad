import LegiblePalette
import LegibleSwiftSyntax

/// The arguments an app's modifier is applied with, bound in its body: `.modifier(ThemedSurface(elevated: true))`
/// sets the `ViewModifier`'s stored property `elevated` (its memberwise initializer's label), and
/// `.themedSurface(opacity: 0.95)` with `func themedSurface(opacity: Double = 1.0) -> some View {
/// modifier(ThemedSurfaceModifier(opacity: opacity)) }` passes the function's parameter (its default when left out)
/// on to the type's. Only values the source fixes are bound (a literal, `true`/`false`, an implicit member, a type's
/// static member): a value read at the call site's own scope is left unbound, and what reads it stays not evaluated.
extension SwiftUIColorUses {
    /// The names the modifier's body reads bound to the values `applied` passes (this file's chain modifier).
    func modifierBindings(_ applied: SwiftModifierChain.Modifier, _ drawing: SwiftUIAppModifiers.Drawing)
        -> [String: SwiftExpression]
    {
        guard let call = Self.call(at: applied.nameIndex, in: file) else { return [:] }
        if applied.name == "modifier" {
            guard case .call(_, let arguments, _, _)? = call.first?.value else { return [:] }
            return Self.constants(arguments)
        }
        // An `extension View` function: its parameters from the call, then the type it applies.
        guard let (declaring, open) = drawing.declaration,
            let keyword = declaring.nesting.functionKeyword(ofBody: open),
            let function = declaring.colors.function(path: declaring.path, keywordAt: keyword),
            let close = declaring.nesting.partner[open]
        else { return [:] }
        var parameters: [String: SwiftExpression] = [:]
        for parameter in function.parameters {
            guard let value = SwiftViewFile.argument(for: parameter, in: call, of: function.parameters),
                Self.isConstant(value)
            else { continue }
            parameters[parameter.name] = value
        }
        for k in (open + 1)..<close
        where declaring.tokens[k].text == "modifier" && declaring.nesting.isPunctuation(k + 1, "(") {
            guard let inner = Self.call(at: k, in: declaring), case .call(_, let arguments, _, _)? = inner.first?.value
            else { continue }
            return Self.constants(
                arguments.map {
                    SwiftArgument(label: $0.label, value: SwiftViewFile.replacing(parameters, in: $0.value))
                })
        }
        return parameters
    }

    /// The arguments of the call whose name is at `index`.
    static func call(at index: Int, in file: SwiftViewFile) -> [SwiftArgument]? {
        guard file.nesting.isPunctuation(index + 1, "("), let close = file.nesting.partner[index + 1] else {
            return nil
        }
        var parser = SwiftExpressionParser(tokens: file.tokens, range: (index + 1 + 1)..<close)
        return parser.parseArguments()
    }

    /// The labelled arguments whose value the source fixes, by label.
    static func constants(_ arguments: [SwiftArgument]) -> [String: SwiftExpression] {
        var bound: [String: SwiftExpression] = [:]
        for argument in arguments {
            if let label = argument.label, isConstant(argument.value) { bound[label] = argument.value }
        }
        return bound
    }

    /// A literal, `true`/`false`, an implicit member (`.top`), or a type's static member (`Color.red`).
    static func isConstant(_ e: SwiftExpression) -> Bool {
        switch e {
        case .number: true
        case .string(_, let interpolated, _): !interpolated
        case .name(let n, _): n == "true" || n == "false"
        case .implicitMember: true
        case .member(let base, _, _): base.dottedPath?.first?.isUppercase == true
        case .unary(_, let x, _): isConstant(x)
        default: false
        }
    }
}
