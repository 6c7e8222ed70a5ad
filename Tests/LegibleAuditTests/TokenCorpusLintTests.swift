import Testing
import LegibleCore
import LegiblePalette
import LegibleTestSupport
@testable import LegibleAudit

/// The token corpora lint with their themes layered: every name is one color with a variant per appearance, so no
/// two same-named colors are ever checked against each other.
@Suite("Token corpora lint layered", .corpus)
struct TokenCorpusLintTests {
    /// Folder, colors, appearances, inferred contrast checks.
    static let corpora: [(folder: String, colors: Int, appearances: [Appearance], checks: Int)] = [
        // `$themes.json` makes every theme one palette (one origin), so the text colors of theme-semantics.json also
        // meet the backgrounds of theme-semantics-{light,dark,…}.json (8,364 checks when each file was its own origin).
        (
            "element-hq__compound-design-tokens/tokens", 418, [.light, .dark, .lightHighContrast, .darkHighContrast],
            8976
        ),
        ("adobe__spectrum-design-data/packages/tokens/src", 626, [.light, .dark], 4156),
        // Its color names ('accent.1' … 'accent.16', 'background-default') name no roles Legible infers pairs from.
        ("digdir__designsystemet/design-tokens", 262, [.light, .dark], 0),
    ]

    @Test("one color per name, no pair of same-named colors", arguments: corpora.indices)
    func layered(index: Int) {
        let corpus = Self.corpora[index]
        let palette = PaletteLoader().load([TestPaths.corpus(corpus.folder)])
        let names = palette.colors.map(\.name)
        #expect(
            Set(names).count == names.count,
            "same-named colors: \(Dictionary(grouping: names, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted().prefix(5))"
        )
        #expect(palette.colors.count == corpus.colors)
        #expect(palette.appearances == corpus.appearances)
        let result = Auditor(palette: palette, config: PairInference.config(for: palette), rulesInferred: true).run()
        #expect(result.contrast.count == corpus.checks)
        #expect(!result.contrast.contains { $0.foreground.name == $0.background.name })
    }
}
