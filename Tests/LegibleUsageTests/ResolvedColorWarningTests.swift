import Foundation
import Testing
import LegiblePalette
import LegibleSwiftSyntax
import LegibleTestSupport
import LegibleUsage

/// No false warnings: a color expression that resolves (to a palette color, a color written in place, or an asset
/// catalog color of the run) is never reported as unknown, by the palette reader or by the view readers. Each
/// warning at a Swift expression is checked independently: the expression at its `line:column` is parsed again and
/// resolved with the view readers' resolution (`SwiftExpressionColors`) against the palette of the run.
@Suite("no warnings on colors that resolve")
struct ResolvedColorWarningTests {
    /// The warnings at inline color initializers when reading `root` as `legible lint root` does (palette, then UI
    /// files): how many, and those whose expression resolves.
    static let initializerHeads: Set<String> = ["UIColor", "NSColor", "Color", "CGColor", "#colorLiteral"]

    static func falseWarnings(_ root: String) throws -> (warnings: Int, falseOnes: [String]) {
        let palette = PaletteLoader().load([root])
        let scan = UsageLoader().load([root], palette: palette)
        let index = CatalogColorIndex(palette)
        let warnings = (palette.diagnostics + scan.diagnostics).filter {
            $0.severity == .warning && $0.location.path.hasSuffix(".swift") && $0.location.column != nil
        }
        var tokensByFile: [String: [SwiftToken]] = [:]
        var falseOnes: [String] = []
        var checked = 0
        for w in warnings {
            let path = w.location.path
            if tokensByFile[path] == nil {
                tokensByFile[path] = SwiftLexer.tokenize(try String(contentsOfFile: path, encoding: .utf8)).tokens
            }
            let tokens = tokensByFile[path]!
            // Warnings that stand at a color initializer (`Color(`, `UIColor(`, `#colorLiteral(`): inline colors.
            guard
                let start = tokens.firstIndex(where: { $0.line == w.location.line && $0.column == w.location.column }),
                initializerHeads.contains(tokens[start].text), start + 1 < tokens.count, tokens[start + 1].is("(")
            else { continue }
            checked += 1
            var parser = SwiftExpressionParser(tokens: tokens, range: start..<tokens.count)
            let colors = SwiftExpressionColors(files: [(path, tokens)])
            let resolved: Bool =
                switch colors.resolve(parser.parseExpression(), path: path, scope: [], colorType: nil) {
                case .inline: true
                case .paletteColor(let name): palette.color(named: name) != nil
                case .catalogColor(let reference), .catalogColorWithAlpha(let reference, _, _):
                    (try? index.resolve(reference).get()) != nil
                case .unknown: false
                }
            if resolved { falseOnes.append(w.description) }
        }
        return (checked, falseOnes)
    }

    @Test(arguments: ["app", "quickstart/App"])
    func fixtureApps(_ app: String) throws {
        let (warnings, falseOnes) = try Self.falseWarnings(TestPaths.fixture(app))
        #expect(falseOnes.isEmpty, "\(falseOnes.joined(separator: "\n"))")
        print(
            "Fixtures/\(app): \(warnings) warnings at inline color initializers, \(falseOnes.count) on colors that resolve"
        )
    }

    @Test(
        .corpus,
        arguments: [
            "gluonfield__enchanted", "mastodon__mastodon-ios", "Ranchero-Software__NetNewsWire",
            "ProtonVPN__ios-mac-app",
        ])
    func corpusApps(_ app: String) throws {
        let (warnings, falseOnes) = try Self.falseWarnings(TestPaths.corpus(app))
        #expect(
            falseOnes.isEmpty, "\(falseOnes.count) false warnings:\n\(falseOnes.prefix(20).joined(separator: "\n"))")
        print("\(app): \(warnings) warnings at inline color initializers, \(falseOnes.count) on colors that resolve")
    }

    /// The quick-start app (catalog, storyboard, SwiftUI view) reads with no diagnostic at all, and its pairs are
    /// the ones the storyboard and the view show.
    @Test func quickstartAppReadsWithoutAWord() {
        let root = TestPaths.fixture("quickstart/App")
        let palette = PaletteLoader().load([root])
        let scan = UsageLoader().load([root], palette: palette)
        #expect(palette.diagnostics.isEmpty, "\(palette.diagnostics)")
        #expect(scan.diagnostics.isEmpty, "\(scan.diagnostics)")
        let caption = scan.pairs.filter {
            $0.foreground == .named("CaptionText") && $0.background == .named("CardBackground")
        }
        #expect(
            Set(caption.map { ($0.site.location.path as NSString).lastPathComponent }) == [
                "Main.storyboard", "ProfileCard.swift",
            ])
    }
}
