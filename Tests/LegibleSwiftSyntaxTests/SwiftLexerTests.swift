import Testing
@testable import LegibleSwiftSyntax

@Suite struct SwiftLexerTests {
    /// Binary junk (a run of NUL bytes from a bad merge) gave one warning per character: 80 lines of output for one
    /// line of the file. Unexpected characters are reported once per line, with how many more the line holds.
    @Test func unexpectedCharactersOncePerLine() {
        let errors = SwiftLexer.tokenize("let a = 1\u{0}\u{0}\u{0}\u{1}\nlet b = 2\u{0}\n\u{7F}").errors
        #expect(
            errors.map(\.description) == [
                "1:10: unexpected character '\u{0}' (and 3 more on this line)",
                "2:10: unexpected character '\u{0}'",
                "3:1: unexpected character '\u{7F}'",
            ])
    }

    func texts(_ source: String) -> [String] { SwiftLexer.tokenize(source).tokens.map(\.text) }

    @Test func commentsAreSkippedIncludingNestedBlockComments() {
        let source = "a // line UIColor(\n/* outer /* inner */ still comment */ b"
        #expect(texts(source) == ["a", "b"])
        let tokens = SwiftLexer.tokenize(source).tokens
        #expect(tokens[1].line == 2 && tokens[1].column == 39)
        #expect(tokens[1].startsLine)
    }

    @Test func unterminatedCommentAndStringAreErrorsWithPositions() {
        let (_, errors) = SwiftLexer.tokenize("x\n  /* never closed")
        #expect(errors == [SwiftSyntaxError(line: 2, column: 3, message: "unterminated block comment")])
        let (_, stringErrors) = SwiftLexer.tokenize("let s = \"open\nnext")
        #expect(stringErrors.first?.line == 1 && stringErrors.first?.column == 9)
    }

    @Test func stringLiteralsWithEscapesRawAndInterpolation() {
        let tokens = SwiftLexer.tokenize(##"f("a\tb\u{41}", #"raw \n "quoted""#, "x\(y + "z")w")"##).tokens.filter {
            $0.kind == .string
        }
        #expect(tokens.map(\.text) == ["a\tbA", #"raw \n "quoted""#, #"x\(y + "z")w"#])
        #expect(tokens.map(\.isInterpolated) == [false, false, true])
    }

    @Test func multiLineStringStripsTheClosingIndentation() {
        let source = "let s = \"\"\"\n    first\n      second\n    \"\"\"\nnext"
        let tokens = SwiftLexer.tokenize(source).tokens
        #expect(tokens[3].kind == .string && tokens[3].text == "first\n  second")
        #expect(tokens[4].text == "next" && tokens[4].line == 5)
    }

    @Test(arguments: [
        ("1_000", 1000.0), ("0x9E", 158), ("0b1010", 10), ("0o17", 15), ("1.5e3", 1500), ("0.25", 0.25),
        ("0x1.8p1", 3), ("0xFF_FF", 65535), ("2E-2", 0.02), ("0x0606_06ff", 101058303),
    ])
    func numericLiterals(_ text: String, _ value: Double) {
        let tokens = SwiftLexer.tokenize(text).tokens
        #expect(tokens.count == 1 && tokens[0].kind == .number && tokens[0].number == value)
    }

    @Test func malformedNumberIsAnError() {
        let (tokens, errors) = SwiftLexer.tokenize("0xZZ")
        #expect(tokens.first?.number == nil)
        #expect(errors.first?.message == "malformed number literal '0xZZ'")
    }

    @Test func everyConditionalBranchIsLexedAndMarked() {
        let source = """
            #if os(iOS)
            a
            #elseif os(macOS) // mac
            b
            #else
            c
            #endif
            d
            """
        let tokens = SwiftLexer.tokenize(source).tokens
        #expect(tokens.map(\.text) == ["a", "b", "c", "d"])
        #expect(tokens[0].condition == [ConditionalBranch(block: 1, index: 0, condition: "os(iOS)")])
        #expect(tokens[1].condition == [ConditionalBranch(block: 1, index: 1, condition: "os(macOS)")])
        #expect(tokens[2].condition.first?.condition == "else")
        #expect(tokens[3].condition.isEmpty)
    }

    @Test func unbalancedDirectivesAreErrors() {
        #expect(SwiftLexer.tokenize("#endif").errors.first?.message == "#endif without #if")
        #expect(SwiftLexer.tokenize("#if DEBUG\nx").errors.first?.message == "#if without #endif")
    }

    @Test func operatorsPunctuationAndPoundWords() {
        #expect(texts("a?.b! != c ?? d...e") == ["a", "?", ".", "b", "!", "!=", "c", "??", "d", "...", "e"])
        let pound = SwiftLexer.tokenize("#colorLiteral(red: 1)").tokens[0]
        #expect(pound.kind == .pound && pound.text == "#colorLiteral")
        #expect(texts("`default` $0") == ["default", "$0"])
    }
}
