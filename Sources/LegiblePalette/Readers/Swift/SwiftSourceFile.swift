import LegibleFiles
import LegibleSwiftSyntax

/// One Swift file as every reader of a run sees it: its text (UTF-8, a byte-order mark dropped), its tokens and the
/// lexer's errors, from one read and one lex (`SwiftSourceStore` hands out the same value to each reader).
public struct SwiftSourceFile: Sendable {
    public let path: String
    public let text: String
    public let tokens: [SwiftToken]
    /// Syntax errors; the palette reader reports them (once), the other readers use the tokens as they are.
    public let errors: [SwiftSyntaxError]

    /// Lexes `text`, the contents of `path`.
    init(path: String, text: String) {
        self.path = path
        self.text = text
        (tokens, errors) = SwiftLexer.tokenize(text)
        ReadCounter.lexed(path)
    }

    /// The text's lines, 1-based line `n` at index `n - 1` (split on demand, not stored).
    public var lines: [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }
}
