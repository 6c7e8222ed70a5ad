import Testing
@testable import LegibleObjCSyntax

@Suite struct ObjCLexerTests {
    func texts(_ source: String) -> [String] { ObjCLexer.tokens(source).map(\.text) }

    @Test func atKeywordsLiteralsAndOperators() {
        let tokens = ObjCLexer.tokens("@interface A @end @selector(x:) @[ @{ @( @YES @42 a->b <<= ^{ }")
        #expect(
            tokens.map(\.text)
                == [
                    "interface", "A", "end", "selector", "(", "x", ":", ")", "@[", "@{", "@(", "YES", "42", "a", "->",
                    "b",
                    "<<=", "^", "{", "}",
                ].map { $0 == "42" ? "@42" : $0 })
        #expect(tokens[0].kind == .atKeyword)
        #expect(tokens[12].kind == .number)
    }

    @Test func stringsWithEscapesAndCharacters() {
        let tokens = ObjCLexer.tokens(#"@"a\"b\n" "c\\d" 'x' '\''"#)
        #expect(tokens.map(\.kind) == [.objcString, .cString, .character, .character])
        #expect(tokens[0].text == "a\"b\n")
        #expect(tokens[1].text == "c\\d")
        #expect(tokens[3].text == "\\'")
    }

    @Test func numbersWithSuffixesAndExponents() {
        #expect(
            texts("0xFF 1.5f 10UL 1e-3 .5 0x1p-3 0xE+1") == [
                "0xFF", "1.5f", "10UL", "1e-3", ".5", "0x1p-3", "0xE", "+", "1",
            ])
    }

    @Test func commentsDirectivesAndLines() {
        let source = """
            // a comment
            /* block
               comment */ #pragma mark - after a comment, still a directive (C11 §6.10: a comment is a space)
            #import <UIKit/UIKit.h>
            #define kBrand \\
                [UIColor redColor]
            a
            #if 0
            never @"open
            #if X
            #endif
            #else
            kept
            #endif
            """
        let tokens = ObjCLexer.tokens(source)
        #expect(
            tokens.map(\.text) == [
                "#pragma mark - after a comment, still a directive (C11 §6.10: a comment is a space)",
                "#import <UIKit/UIKit.h>", "#define kBrand      [UIColor redColor]", "a", "kept",
                "#endif",
            ])
        #expect(tokens.map(\.line) == [3, 4, 5, 7, 13, 14])
        #expect(tokens[1].kind == .directive)
    }

    /// A header's `extern "C" {` … `}` sits in `__cplusplus`-only groups: dropped in Objective-C, kept in a `.mm`.
    @Test func cplusplusOnlyGroupsAreDroppedOutsideObjectiveCPlusPlus() {
        let source = """
            #ifdef __cplusplus
            extern "C" {
            #endif
            a
            #if defined(__cplusplus)
            }
            #else
            b
            #endif
            #ifndef __cplusplus
            c
            #endif
            """
        #expect(ObjCLexer.tokens(source).map(\.text) == ["a", "b", "#endif", "#ifndef __cplusplus", "c", "#endif"])
        #expect(
            ObjCLexer.tokens(source, cplusplus: true).map(\.text) == [
                "#ifdef __cplusplus", "extern", "C", "{", "#endif", "a", "#if defined(__cplusplus)", "}", "#else", "b",
                "#endif", "#ifndef __cplusplus", "c", "#endif",
            ])
    }

    @Test func unterminatedInputEnds() {
        #expect(texts("a @\"open\nb /* never closed") == ["a", "open", "b"])
    }
}
