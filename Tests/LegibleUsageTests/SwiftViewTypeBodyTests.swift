import Testing
import LegiblePalette
import LegibleSwiftSyntax
@testable import LegibleUsage

/// The view readers know a type body by the same keywords as the declaration scanner
/// (`SwiftTypeDeclaration.keywords`), `protocol` included.
@Suite("Swift view type bodies")
struct SwiftViewTypeBodyTests {
    @Test("every type keyword opens a named type body, nested names joined")
    func typeBodies() {
        let source = """
            struct Screen {
                protocol Themed { var tint: Color { get } }
                enum Style {}
            }
            actor Loader {}
            class Cell {}
            extension Screen.Style {}
            """
        let tokens = SwiftLexer.tokenize(source).tokens
        let file = SwiftViewFile(
            path: "Screen.swift", tokens: tokens, colors: SwiftExpressionColors(files: [("Screen.swift", tokens)]),
            palette: SwiftViewPalette(Palette()))
        let names = Set(file.typeBodies.values.map { $0.joined(separator: ".") })
        #expect(names == ["Screen", "Screen.Themed", "Screen.Style", "Loader", "Cell"])
        #expect(file.typeBodies.count == 6)
    }
}
