import LegibleSwiftSyntax

/// One Swift file, lexed and scanned for declarations.
struct SwiftSourceUnit: Sendable {
    var path: String
    var tokens: [SwiftToken]
    var declarations: [SwiftDeclaration]
    var types: [SwiftTypeDeclaration]

    func location(_ token: SwiftToken) -> SourceLocation {
        SourceLocation(path: path, line: token.line, column: token.column)
    }
}

/// A declaration by file and position in that file's list.
struct SwiftDeclarationID: Hashable, Sendable {
    var unit: Int
    var index: Int
}

/// Where an expression is evaluated: the file, the enclosing type path (for unqualified names), the appearance
/// being drawn (nil = appearance-independent), local names (parameters, `let` bindings, `self` of a theme, the
/// switched-on path of a theme function), the color type implicit members refer to (`.label` in a `UIColor`
/// context), and the protocol theme being read.
struct SwiftEvaluationContext {
    var unit: Int
    var scope: [String]
    var appearance: Appearance?
    var env: [String: SwiftValue] = [:]
    /// Parameters of the function being run whose argument at the call has no static value, with why: a use of one
    /// names the argument's cause, not an unknown name.
    var unknownArguments: [String: String] = [:]
    var colorType: String?
    /// The app type a function returns (`-> ThemePalette`): `.matrix` and `.glass(scheme)` in it are its members.
    var valueType: [String]?
    var depth = 0
    /// The protocol theme whose role is being evaluated: other roles named inside resolve in that theme.
    var receiver: SwiftProtocolThemes.Receiver?
}
