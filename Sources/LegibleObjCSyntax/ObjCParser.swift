/// Parses Objective-C (`.m`, `.h`; `.mm` best effort: its C++ is mostly `.unknown`) into an `ObjCFile`: the
/// declarations of Clang's Objective-C grammar (`@interface`, `@implementation`, `@protocol`, categories and class
/// extensions, properties, methods), C functions and file-level variables, `#define`s, and method bodies as
/// statements and expressions (C11 §6.5–6.8 with message sends, literals and blocks).
///
/// Never fails: what it does not read becomes `.unknown` at its line (and the line is listed in
/// `ObjCFile.unknownLines`), skipped to the next `;` or balanced brace. Nesting deeper than `maxDepth` is skipped
/// without recursion, so 10,000 nested brackets cost no stack.
public struct ObjCParser {
    /// How deep expressions and statements may nest before the rest of a group is skipped as `.unknown`.
    public static let maxDepth = 96

    var tokens: [ObjCToken]
    var index = 0
    var depth = 0
    var unknownLines: [Int] = []

    init(tokens: [ObjCToken]) { self.tokens = tokens }

    /// The declarations of one file.
    public static func parse(_ source: String, path: String = "") -> ObjCFile {
        var parser = ObjCParser(tokens: ObjCLexer.tokens(source, cplusplus: path.hasSuffix(".mm")))
        var file = ObjCFile(path: path)
        parser.parseFile(into: &file)
        file.unknownLines = parser.unknownLines
        file.tokens = parser.tokens
        return file
    }

    /// One expression (what a `#define`'s value or a test snippet holds).
    public static func expression(_ source: String, line: Int = 1) -> ObjCExpression {
        var tokens = ObjCLexer.tokens(source)
        for i in tokens.indices { tokens[i].line += line - 1 }
        var parser = ObjCParser(tokens: tokens)
        let e = parser.parseExpression()
        if !parser.atEnd { return ObjCExpression(.unknown, line: e.line) }
        return e
    }

    /// The statements of a body without its braces (test snippets).
    public static func statements(_ source: String) -> [ObjCStatement] {
        var parser = ObjCParser(tokens: ObjCLexer.tokens(source))
        var out: [ObjCStatement] = []
        while !parser.atEnd { out.append(parser.parseStatement()) }
        return out
    }

    // MARK: Tokens

    var atEnd: Bool { index >= tokens.count }
    var current: ObjCToken? { index < tokens.count ? tokens[index] : nil }
    var line: Int { current?.line ?? tokens.last?.line ?? 1 }

    func peek(_ offset: Int = 0) -> ObjCToken? {
        let i = index + offset
        return i >= 0 && i < tokens.count ? tokens[i] : nil
    }

    func at(_ text: String, _ offset: Int = 0) -> Bool { peek(offset)?.is(text) == true }

    func atKeyword(_ name: String) -> Bool {
        guard let t = current else { return false }
        return t.kind == .atKeyword && t.text == name
    }

    @discardableResult
    mutating func advance() -> ObjCToken? {
        defer { index += 1 }
        return current
    }

    mutating func accept(_ text: String) -> Bool {
        guard at(text) else { return false }
        index += 1
        return true
    }

    static let openers: [String: String] = ["(": ")", "[": "]", "{": "}", "@[": "]", "@{": "}", "@(": ")"]

    /// From an opening bracket, past its matching closer (iteratively: any depth). Unbalanced input ends at the end.
    mutating func skipBalanced() {
        var stack: [String] = []
        while let t = current {
            index += 1
            if t.kind == .symbol, let close = Self.openers[t.text] {
                stack.append(close)
            } else if t.kind == .symbol, [")", "]", "}"].contains(t.text) {
                while let last = stack.last, last != t.text { stack.removeLast() }
                if !stack.isEmpty { stack.removeLast() }
            }
            if stack.isEmpty { return }
        }
    }

    /// Skips to past the next `;` at this level, or past a balanced `{ … }` block, not past a closing `}` or
    /// `@end`; records the line as unknown.
    mutating func skipStatement(recording: Bool = true) {
        if recording, let t = current { unknownLines.append(t.line) }
        while let t = current {
            if t.kind == .atKeyword, t.text == "end" { return }
            if t.kind == .symbol {
                if t.text == ";" {
                    index += 1
                    return
                }
                if t.text == "}" || t.text == "]" || t.text == ")" { return }
                if t.text == "{" {
                    skipBalanced()
                    if at(";") { index += 1 }
                    return
                }
                if Self.openers[t.text] != nil {
                    skipBalanced()
                    continue
                }
            }
            index += 1
        }
    }

    /// Tokens written back as text for a type: `UILabel *`, `NSArray<NSString *> *`, `void (^)(BOOL)`.
    static func text(of tokens: ArraySlice<ObjCToken>) -> String {
        var out = ""
        var previous: ObjCToken?
        for t in tokens {
            if let p = previous {
                let word = t.kind != .symbol, previousWord = p.kind != .symbol
                if (word && previousWord) || (t.is("*") && !p.is("*") && !p.is("<") && !p.is("("))
                    || (word && p.is("*")) || p.is(",")
                {
                    out += " "
                }
            }
            out += t.kind == .atKeyword ? "@" + t.text : t.text
            previous = t
        }
        return out
    }
}
