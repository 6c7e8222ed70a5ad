/// Parses the tokens of one Kotlin or Java file (`JVMLexer`) into its declarations (`JVMFile`) with the bodies of
/// its functions, initializers and properties as statement and expression trees.
///
/// Recursive descent, bounded: nesting deeper than `maxDepth` (parentheses, blocks, lambdas, nested classes) is
/// skipped as one `.unknown` node with an iterative scan, so no input overflows the stack. What the parser does not
/// read (a construct it does not know, a syntax error) is skipped up to the next statement or member and recorded in
/// `JVMFile.unknownLines`; parsing never fails.
public struct JVMParser {
    /// Deeper nesting than this is skipped as one unknown node.
    public static let maxDepth = 200

    static let modifiers: Set<String> = [
        "public", "private", "protected", "internal", "static", "final", "abstract", "open", "override", "const",
        "lateinit", "inline", "suspend", "data", "sealed", "enum", "inner", "annotation", "companion", "tailrec",
        "external", "operator", "infix", "vararg", "noinline", "crossinline", "reified", "default", "synchronized",
        "native", "transient", "volatile", "strictfp", "value", "expect", "actual", "non-sealed", "fun",
    ]
    /// Names that are never an infix function call between two expressions.
    static let hardKeywords: Set<String> = [
        "else", "in", "is", "as", "catch", "finally", "while", "by", "where", "get", "set", "val", "var", "fun",
        "class", "object", "interface", "return", "throw", "if", "when", "try", "for", "do", "break", "continue",
        "import", "package", "typealias", "this", "super", "null", "true", "false", "instanceof", "case", "default",
        "new", "switch", "init", "constructor", "companion", "override", "private", "public", "protected", "internal",
    ]

    let tokens: [JVMToken]
    let language: JVMLanguage
    var pos = 0
    var depth = 0
    /// Above 0 inside parentheses and brackets, where a Kotlin line break does not end an expression.
    var newlinesIgnored = 0
    /// True while reading a Kotlin delegate in a class header (`AppBarInsetHandler by AppBarInsetHandler.Impl() {`):
    /// the brace after it opens the class body, not a trailing lambda. Parentheses within it clear it again.
    var braceEndsExpression = false
    var unknownLines: [Int] = []

    /// Parses `text` (the file at `path`) in the language its extension says (`JVMLanguage(path:)`, else Kotlin).
    public static func parse(_ text: String, path: String, language: JVMLanguage? = nil) -> JVMFile {
        let language = language ?? JVMLanguage(path: path) ?? .kotlin
        return parse(JVMLexer.tokenize(text, language: language), path: path, language: language)
    }

    /// Parses the tokens `lexer` read from the file at `path` in `language`: for a reader that reads the tokens too,
    /// so the file is lexed once.
    public static func parse(_ lexer: JVMLexer, path: String, language: JVMLanguage) -> JVMFile {
        var parser = JVMParser(tokens: lexer.tokens, language: language)
        var file = parser.parseFile(path: path)
        file.unknownLines = (parser.unknownLines + lexer.problems.map(\.line)).sorted()
        return file
    }

    init(tokens: [JVMToken], language: JVMLanguage) {
        self.tokens = tokens
        self.language = language
    }

    // MARK: Cursor

    var atEnd: Bool { pos >= tokens.count }
    var current: JVMToken? { pos < tokens.count ? tokens[pos] : nil }
    var line: Int { current?.line ?? tokens.last?.line ?? 1 }

    func token(_ offset: Int) -> JVMToken? { pos + offset < tokens.count ? tokens[pos + offset] : nil }

    func at(_ text: String) -> Bool { current?.is(text) == true }

    func at(_ text: String, offset: Int) -> Bool { token(offset)?.is(text) == true }

    var atIdentifier: Bool { current?.kind == .identifier }

    @discardableResult
    mutating func accept(_ text: String) -> Bool {
        guard at(text) else { return false }
        pos += 1
        return true
    }

    mutating func advance() { if pos < tokens.count { pos += 1 } }

    /// Whether a Kotlin line break ends what is being read before the current token.
    var atLineBreak: Bool {
        language == .kotlin && newlinesIgnored == 0 && current?.startsLine == true
    }

    mutating func noteUnknown(_ line: Int) {
        if unknownLines.last != line { unknownLines.append(line) }
    }

    /// Skips one token, or a whole bracketed group when at `(`, `[` or `{` (iteratively: any depth).
    mutating func skipBalanced() {
        guard let open = current, open.kind == .symbol, ["(", "[", "{"].contains(open.text) else {
            advance()
            return
        }
        var level = 0
        while let t = current {
            if t.kind == .symbol {
                if t.text == "(" || t.text == "[" || t.text == "{" { level += 1 }
                if t.text == ")" || t.text == "]" || t.text == "}" { level -= 1 }
            }
            pos += 1
            if level == 0 { return }
        }
    }

    /// Skips `<…>` type arguments or parameters; false (and nothing skipped) when the `<` does not close as a type
    /// list would (`a < b`).
    mutating func skipTypeArguments() -> Bool {
        guard at("<") else { return false }
        let start = pos
        var level = 0
        while let t = current {
            if t.kind == .symbol {
                switch t.text {
                case "<": level += 1
                case ">": level -= 1
                case ">=": level -= 1
                case ",", ".", "?", "*", "(", ")", "->", ":", "&", "[", "]": break
                default:
                    pos = start
                    return false
                }
            } else if t.kind == .string || t.kind == .number || t.kind == .character {
                pos = start
                return false
            }
            pos += 1
            if level <= 0 { return true }
            if pos - start > 64 { break }
        }
        pos = start
        return false
    }

    /// Skips annotations (`@Inject`, `@SuppressLint("X")`, `@file:JvmName("Y")`) at the cursor.
    mutating func skipAnnotations() {
        while current?.kind == .annotation {
            advance()
            if at("("), current?.spaceBefore == false { skipBalanced() }
        }
    }

    /// Modifiers and annotations before a declaration; `fun` is left for the declaration.
    mutating func readModifiers() -> Set<String> {
        var found = Set<String>()
        while let t = current {
            if t.kind == .annotation {
                if t.text == "interface" { return found } // Java `@interface`
                if t.text == "Override" { found.insert("override") } // Java's `override`
                skipAnnotations()
                continue
            }
            // `fun interface Listener`: `fun` is a modifier only there.
            guard t.kind == .identifier, t.text != "fun" || at("interface", offset: 1), Self.modifiers.contains(t.text),
                let next = token(1), next.kind == .identifier || next.kind == .annotation
            else { break }
            found.insert(t.text)
            advance()
        }
        return found
    }

    /// A type as written, skipped: Kotlin `(Int) -> Unit`, `Map<String, Int>?`, `suspend () -> Unit`; Java
    /// `List<String>[]`. Returns its text (without type arguments). `functionTypes: false` where a `->` after the type
    /// is not part of it (`is Dark -> …` in a `when`).
    mutating func readType(functionTypes: Bool = true) -> String {
        var text = ""
        skipAnnotations()
        if atIdentifier, current?.text == "suspend", at("(", offset: 1) { advance() }
        if at("(") {
            skipBalanced()
            text = "()"
        } else {
            while atIdentifier || at("*") {
                text += current!.text
                advance()
                _ = skipTypeArguments()
                if at("."), token(1)?.kind == .identifier {
                    text += "."
                    advance()
                } else {
                    break
                }
            }
        }
        while at("?") || (at("[") && at("]", offset: 1)) || at("!!") {
            if at("[") { advance() }
            advance()
        }
        if language == .kotlin, functionTypes, at("->") {
            advance()
            text += " -> " + readType()
        }
        return text
    }

    /// The simple name of a written type: `androidx.appcompat.app.AppCompatActivity` → `AppCompatActivity`.
    static func simpleName(_ type: String) -> String {
        String(type.split(separator: ".").last ?? Substring(type))
    }

    // MARK: File

    mutating func parseFile(path: String) -> JVMFile {
        var file = JVMFile(path: path, language: language)
        while !atEnd {
            let before = pos
            skipAnnotations()
            if accept("package") {
                file.package = readQualifiedName()
                accept(";")
            } else if at("import") {
                let importLine = line
                advance()
                accept("static")
                let name = readQualifiedName()
                var alias: String?
                if accept("as"), atIdentifier {
                    alias = current?.text
                    advance()
                }
                accept(";")
                file.imports.append(JVMImport(path: name, alias: alias, line: importLine))
            } else {
                parseMember(into: &file.members, owner: nil)
            }
            if pos == before {
                noteUnknown(line)
                skipBalanced()
            }
        }
        file.types = file.members.types
        file.members.types = []
        return file
    }

    mutating func readQualifiedName() -> String {
        var parts: [String] = []
        while let t = current, t.kind == .identifier || t.is("*") {
            parts.append(t.text)
            advance()
            guard at("."), !(token(1)?.startsLine == true && language == .kotlin && token(1)?.text == "import") else {
                break
            }
            advance()
        }
        return parts.joined(separator: ".")
    }
}
