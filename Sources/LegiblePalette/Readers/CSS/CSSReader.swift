import LegibleCore
import LegibleFiles

/// Reads CSS custom properties (`--name: <color>`) into a palette; PaletteFormats.md §4 has the facts and the compound
/// example (CSS Custom Properties 1, CSS Color 4/5, Media Queries 5, CSS Cascade 5 `@import`).
///
/// - syntax: own tokenizer with line tracking (`CSSParser`): comments, strings, nested blocks, CSS Nesting;
///   malformed CSS (unclosed block, comment or string, stray `}`, `--name` without `: value`) is an error with its
///   line, and reading goes on; a control character ends the declaration holding it, with an error naming it; a
///   file whose custom properties hold no color at all, or with nothing CSS-like in it, gets a whole-file warning;
/// - appearances: `@media (prefers-color-scheme: dark)` → dark, `(prefers-contrast: more)` → high contrast, both →
///   dark high contrast (`CSSMediaContext`); theme selectors such as `.cpd-theme-dark`, `[data-theme="dark"]`,
///   `.light-hc`, and app themes `[data-theme="sepia"]` → `theme:sepia` (`CSSSelectorContext`); `@import url(…) … <media>`
///   applies the query to the imported file when it is read too (`CSSImports`; an import of a file not read is a
///   warning); `@layer` and `@supports` blocks are transparent;
/// - origin: the file, or for files joined by `@import` the importing root (compound-design-tokens.css); custom
///   properties under non-theme selectors (`.button`) or other media conditions (`print`, `min-width`) get their
///   own origin (`file.css .button`), so they never override the page-wide palette;
/// - values: anything `ColorParser` reads (every CSS Color 4 notation, hex with alpha LAST, `color-mix()`, relative
///   colors, `calc()`), `light-dark(a, b)`, `var(--x)` / `var(--x, fallback)` resolved per appearance with chains and
///   cycles (`CSSCascade`); gradients, `currentColor`, system colors and components CSS clamps are warnings (`CSSColorValue`);
///   values that are not colors (lengths, fonts) are skipped silently; broken colors (`#12345`) are errors.
///
/// Not modelled: selector specificity, `!important` and `@layer` order (later declarations win), `@property`
/// initial values, and inheritance limits (a `var()` in `:root` is re-resolved per theme, as when the theme class
/// sits on the root element).
public enum CSSReader {
    /// `walked`: the files found by walking a folder (not named on the command line). One of them with no custom
    /// property at all (no `--` anywhere: a web page's or an article's style sheet) is no palette input: it is
    /// skipped (`Palette.skipped`), its syntax never read, so a stray `}` in it cannot fail the run.
    public static func read(files: [String], walked: Set<String> = []) -> Palette {
        analyze(files: files, walked: walked).palette
    }

    /// The palette, plus the color declarations that are neither a variant nor a diagnostic because the palette
    /// already holds their value (see `CSSPaletteBuilder`); for tests that account for every declaration.
    struct Analysis {
        var palette: Palette
        var redundant: [SourceLocation]
    }

    static func analyze(files: [String], walked: Set<String> = []) -> Analysis {
        let files = Array(Set(files)).sorted()
        var diagnostics: [Diagnostic] = []
        var sheets: [String: [CSSNode]] = [:]
        var skipped: [String] = []
        for path in files {
            switch SourceFile.readText(path) {
            case .failure(let d):
                diagnostics.append(d)
            case .success(let text) where walked.contains(path) && !text.contains("--"):
                skipped.append(path)
            case .success(let text):
                if text.allSatisfy(\.isWhitespace) {
                    diagnostics.append(
                        .warning(SourceLocation(path: path, line: 0), "empty file: no custom properties"))
                }
                let (nodes, problems) = CSSParser.parse(text)
                if nodes.isEmpty && problems.isEmpty && !text.allSatisfy(\.isWhitespace) {
                    // e.g. /etc/passwd behind a .css name: say so rather than read it as an empty style sheet.
                    diagnostics.append(
                        .warning(
                            SourceLocation(path: path, line: 0),
                            "nothing in this file looks like CSS: no rules, at-rules or custom properties"))
                }
                diagnostics += problems.map {
                    .error(SourceLocation(path: path, line: $0.line), "malformed CSS: \($0.message)")
                }
                sheets[path] = nodes
            }
        }
        let imports = CSSImports(files: files)
        var importsByFile: [String: [CSSImports.Import]] = [:]
        for (path, nodes) in sheets {
            for case .atRule("import", let prelude, let line, nil) in nodes {
                if let i = imports.resolve(prelude: prelude, in: path, line: line) {
                    importsByFile[path, default: []].append(i)
                } else {
                    // Not silently: whatever the imported file (or a garbled prelude) holds is not read.
                    let target = CSSImports.split(prelude).map { "'\($0.0)'" } ?? "'\(CSSParser.shown(prelude))'"
                    diagnostics.append(
                        .warning(
                            SourceLocation(path: path, line: line, keyPath: "@import"),
                            "@import \(target) not followed: not among the files read; its colors are not checked"))
                }
            }
        }
        var collector = CSSDefinitionCollector(sheets: sheets, imports: imports)
        for root in CSSImports.roots(files: sheets.keys.sorted(), imports: importsByFile) {
            collector.collect(root: root)
        }
        diagnostics += collector.diagnostics
        var builder = CSSPaletteBuilder(collector.definitions)
        builder.build()
        diagnostics += builder.diagnostics
        // A file whose custom properties gave nothing at all says so, rather than reading as silently empty.
        let used = Set(
            builder.colors.flatMap { $0.variants.map(\.source.path) } + builder.redundant.map(\.path)
                + diagnostics.map(\.location.path))
        var declarations: [String: Set<Int>] = [:]
        for d in collector.definitions { declarations[d.location.path, default: []].insert(d.location.line) }
        for (path, lines) in declarations.sorted(by: { $0.key < $1.key }) where !used.contains(path) {
            diagnostics.append(
                .warning(
                    SourceLocation(path: path, line: 0),
                    "none of the custom properties in this file (\(lines.count)) holds a color"))
        }
        var palette = Palette(colors: builder.colors, diagnostics: diagnostics)
        palette.skipped = skipped
        return Analysis(palette: palette, redundant: builder.redundant)
    }
}
