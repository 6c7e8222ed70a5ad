/// One token of Swift source, with where it starts (1-based line and column, columns counted in Unicode scalars).
///
/// Kinds follow The Swift Programming Language, "Lexical Structure": identifiers (keywords included: the reader
/// tells them apart by text), numeric and string literals, operators, punctuation, and `#`-prefixed words
/// (`#colorLiteral`, `#available`, `#selector`). Compiler-control directives (`#if` …) are not tokens: they set
/// `condition` on the tokens they enclose. Comments and whitespace are dropped; `startsLine` records whether a
/// line break came before the token (statements end at line breaks).
public struct SwiftToken: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// A name or keyword; backquoted names (`` `default` ``) without their backquotes.
        case identifier
        /// An integer or floating-point literal; `number` holds its value.
        case number
        /// A string literal; `text` is its content with escapes applied. `isInterpolated` when it contains `\( )`.
        case string
        /// An operator (`+`, `==`, `?`, `->`, `...`), or the prefix `.` of an implicit member is punctuation.
        case `operator`
        /// `( ) [ ] { } , : ; . @` and the like.
        case punctuation
        /// `#colorLiteral`, `#available`, `#selector`: `text` includes the `#`.
        case pound
    }

    public var kind: Kind
    public var text: String
    public var line: Int
    public var column: Int
    /// The numeric value of a `.number` token.
    public var number: Double?
    /// A `.string` token containing interpolation; its `text` keeps the `\(…)` source.
    public var isInterpolated: Bool
    /// Whether a line break (or the start of the file) precedes this token.
    public var startsLine: Bool
    /// Whether whitespace or a comment precedes this token (`a ?b` vs postfix `a?`).
    public var spaceBefore: Bool
    /// The `#if` branches this token sits in, outermost first; empty outside any `#if`.
    public var condition: [ConditionalBranch]

    public init(
        kind: Kind, text: String, line: Int, column: Int, number: Double? = nil, isInterpolated: Bool = false,
        startsLine: Bool = false, spaceBefore: Bool = false, condition: [ConditionalBranch] = []
    ) {
        self.kind = kind
        self.text = text
        self.line = line
        self.column = column
        self.number = number
        self.isInterpolated = isInterpolated
        self.startsLine = startsLine
        self.spaceBefore = spaceBefore || startsLine
        self.condition = condition
    }

    public func `is`(_ text: String) -> Bool { self.text == text && kind != .string }

    public var description: String { "\(line):\(column) \(kind) \(text)" }
}

/// One branch of a `#if` / `#elseif` / `#else` block. Every branch is read (Legible does not know the build
/// configuration); tokens carry the branches they are in so a reader can tell alternatives apart.
public struct ConditionalBranch: Sendable, Hashable, CustomStringConvertible {
    /// Numbers the `#if` blocks of a file in order of appearance.
    public var block: Int
    /// 0 for the `#if` branch, then 1, 2, … for each `#elseif`/`#else`.
    public var index: Int
    /// The branch's condition as written (`os(iOS)`, `canImport(UIKit)`), or `else`.
    public var condition: String

    public init(block: Int, index: Int, condition: String) {
        self.block = block
        self.index = index
        self.condition = condition
    }

    public var description: String {
        index == 0 ? "#if \(condition)" : condition == "else" ? "#else" : "#elseif \(condition)"
    }
}

/// A problem found while lexing, with its position.
public struct SwiftSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(line):\(column): \(message)" }
}
