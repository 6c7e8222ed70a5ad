import Testing
@testable import LegibleJVMSyntax

@Suite struct JVMLexerTests {
    func texts(_ source: String, _ language: JVMLanguage = .kotlin) -> [String] {
        JVMLexer.tokenize(source, language: language).tokens.map(\.text)
    }

    @Test func kotlinBlockCommentsNestJavaOnesDoNot() {
        #expect(texts("a /* x /* y */ z */ b") == ["a", "b"])
        #expect(texts("a /* x /* y */ b", .java) == ["a", "b"])
        // A section rule (NewPipe): the `/*` in `//*/` is text, so the comment ends at its `*/`.
        #expect(texts("a /*//////\n// Lifecycle\n//////*/ b /* c */ d", .java) == ["a", "b", "d"])
        let unterminated = JVMLexer.tokenize("a\n/* open", language: .kotlin)
        #expect(unterminated.problems.map(\.line) == [2])
    }

    @Test func backtickedNamesNumbersAndOperators() {
        #expect(
            texts("val `when` = 0xFF_00L + 1_000 * 1.5f") == [
                "val", "when", "=", "0xFF_00L", "+", "1_000", "*", "1.5f",
            ])
        #expect(texts("a?.b ?: c!!::d -> e") == ["a", "?.", "b", "?:", "c", "!!", "::", "d", "->", "e"])
        #expect(texts("List<List<Int>>") == ["List", "<", "List", "<", "Int", ">", ">"])
        #expect(texts("x..<y .. z") == ["x", "..<", "y", "..", "z"])
    }

    @Test func kotlinTemplatesAndRawStrings() {
        let tokens = JVMLexer.tokenize(
            #"f("a${map["k}"]}b", """raw \n "q" $x""", "t\"e")"#, language: .kotlin
        ).tokens.filter { $0.kind == .string }
        #expect(tokens.map(\.text) == [#"a${map["k}"]}b"#, #"raw \n "q" $x"#, "t\"e"])
        #expect(tokens.map(\.isTemplate) == [true, true, false])
    }

    @Test func javaTextBlocksCharactersAndLines() {
        let lexer = JVMLexer.tokenize("char c = '\\n';\nString s = \"\"\"\n  block\n  \"\"\";\nint x;", language: .java)
        let strings = lexer.tokens.filter { $0.kind == .string }
        #expect(strings.map(\.text) == ["\n  block\n  "])
        #expect(lexer.tokens.filter { $0.kind == .character }.map(\.text) == ["\\n"])
        #expect(lexer.tokens.last { $0.text == "x" }?.line == 5)
        #expect(lexer.tokens.first { $0.text == "String" }?.startsLine == true)
    }

    @Test func annotationsWithUseSiteTargets() {
        let tokens = JVMLexer.tokenize("@file:JvmName(\"T\") @Inject constructor", language: .kotlin).tokens
        #expect(tokens.filter { $0.kind == .annotation }.map(\.text) == ["file:JvmName", "Inject"])
        #expect(tokens[1].is("(") && !tokens[1].spaceBefore)
    }

    /// The lexer compares a symbol with the operators that start with its byte (`operatorsByFirstByte`): every
    /// operator is still one token, the longest one that matches first, and `>` stays alone.
    @Test func everyOperatorIsOneTokenTheLongestFirst() {
        for op in JVMLexer.operators.map({ String(decoding: $0, as: UTF8.self) }) {
            #expect(texts("a\(op)b") == ["a", op, "b"], "\(op)")
        }
        #expect(texts("a>>>=b<<=c===d...e?.f") == ["a", ">>>=", "b", "<<=", "c", "===", "d", "...", "e", "?.", "f"])
        #expect(texts("a>>b>=c?:d?e") == ["a", ">", ">", "b", ">=", "c", "?:", "d", "?", "e"])
        #expect(JVMLexer.operatorsByFirstByte.flatMap { $0 }.count == JVMLexer.operators.count)
        #expect(
            JVMLexer.operatorsByFirstByte[Int(UInt8(ascii: "."))].map { String(decoding: $0, as: UTF8.self) } == [
                "...", "..<", "..",
            ])
    }
}
