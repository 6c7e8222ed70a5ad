/// One token of Kotlin or Java source, with the 1-based line it starts on.
///
/// Kinds follow the Kotlin grammar ("Lexical structure" of the Kotlin specification) and the Java Language
/// Specification, chapter 3: names (keywords included: the parser tells them apart by text; Kotlin backticked names
/// without their backticks), numbers, strings (Kotlin templates and raw strings, Java text blocks), characters,
/// annotations (`@Inject`, `@file:JvmName`, `@get:JvmStatic`; also a label reference after `return@` / `this@`),
/// operators and punctuation. Comments and whitespace are dropped; `startsLine` records whether a line break came
/// before the token (a Kotlin statement ends at a line break) and `spaceBefore` whether anything separates it from the
/// previous token (`@Preview(…)` takes arguments, `@Inject (`… does not).
public struct JVMToken: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// A name or keyword.
        case identifier
        /// An integer or floating-point literal as written (`0xFF_00L`, `1.5f`).
        case number
        /// A string literal; `text` is its content with escapes applied and templates kept as written (`$name`).
        case string
        /// A character literal; `text` is the character.
        case character
        /// `@Name` (`text` is `Name`, with a use-site target kept: `file:JvmName`).
        case annotation
        /// An operator or punctuation: `( ) { } [ ] , ; . ?. !! ?: :: -> = == …`.
        case symbol
    }

    public var kind: Kind
    public var text: String
    public var line: Int
    /// Whether a line break (or the start of the file) precedes this token.
    public var startsLine: Bool
    /// Whether whitespace or a comment precedes this token.
    public var spaceBefore: Bool
    /// A string with `$name` or `${…}` templates.
    public var isTemplate: Bool
    /// Where the token is in the file's UTF-8 bytes, its quotes and backticks included: what a message quotes.
    public var offset = 0
    public var end = 0

    public init(
        kind: Kind, text: String, line: Int, startsLine: Bool = false, spaceBefore: Bool = false,
        isTemplate: Bool = false
    ) {
        self.kind = kind
        self.text = text
        self.line = line
        self.startsLine = startsLine
        self.spaceBefore = spaceBefore || startsLine
        self.isTemplate = isTemplate
    }

    /// Whether this is the symbol or name `text` (never a string or character with that content).
    public func `is`(_ text: String) -> Bool {
        self.text == text && (kind == .symbol || kind == .identifier)
    }

    public var description: String { "\(line) \(kind) \(text)" }
}

/// The language a source file is written in: its comments, strings and declarations differ.
public enum JVMLanguage: Sendable, Hashable {
    case kotlin
    case java

    /// `.kt` / `.kts` → Kotlin, `.java` → Java, else nil.
    public init?(path: String) {
        if path.hasSuffix(".kt") || path.hasSuffix(".kts") {
            self = .kotlin
        } else if path.hasSuffix(".java") {
            self = .java
        } else {
            return nil
        }
    }
}
