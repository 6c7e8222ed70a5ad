import Foundation
import Testing
import LegiblePalette
import LegibleTestSupport
import LegibleUsage
import LegibleFiles

/// Every text color set in the corpus apps' Swift views is a pair or a diagnostic naming the view: checked against an
/// independent, simpler count (a line-by-line text search, no lexer, no parser): `.foregroundColor(`,
/// `.foregroundStyle(`, `setTitleColor(` and `textColor =` outside `//` comments, declarations and `#if DEBUG` blocks.
@Suite("Swift views reader: corpus apps", .corpus)
struct SwiftViewsCorpusTests {
    static let needles = [".foregroundColor(", ".foregroundStyle(", "setTitleColor("]

    static func independentTextColorCount(_ root: String) -> (files: Int, uses: Int) {
        var files = 0, uses = 0
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift"),
                !relative.split(separator: "/").contains(where: { FileWalker.skipsFolder(named: String($0)) }),
                let text = try? String(contentsOfFile: root + "/" + relative, encoding: .utf8)
            else { continue }
            files += 1
            var inBlockComment = false
            // `#if DEBUG` blocks are not the release app: their depth in nested `#if`s, 0 outside one.
            var debugDepth = 0
            for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
                var line = Substring(rawLine)
                let directive = line.trimmingCharacters(in: .whitespaces)
                if directive.hasPrefix("#if") {
                    if debugDepth > 0 || (directive.contains("DEBUG") && !directive.contains("!")) { debugDepth += 1 }
                } else if directive.hasPrefix("#endif"), debugDepth > 0 {
                    debugDepth -= 1
                } else if directive.hasPrefix("#else") || directive.hasPrefix("#elseif"), debugDepth == 1 {
                    debugDepth = 0
                }
                if debugDepth > 0 { continue }
                if inBlockComment {
                    guard let end = line.range(of: "*/") else { continue }
                    line = line[end.upperBound...]
                    inBlockComment = false
                }
                if let start = line.range(of: "/*"),
                    line.range(of: "*/", range: start.upperBound..<line.endIndex) == nil
                {
                    line = line[..<start.lowerBound]
                    inBlockComment = true
                }
                if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
                for needle in needles { uses += line.components(separatedBy: needle).count - 1 }
                let parts = line.components(separatedBy: "textColor")
                for (k, after) in parts.enumerated().dropFirst() {
                    let before = parts[k - 1].trimmingCharacters(in: .whitespaces)
                    let isDeclaration = before.hasSuffix("let") || before.hasSuffix("var")
                    let rest = after.drop { $0 == " " }
                    if !isDeclaration, rest.hasPrefix("="), !rest.hasPrefix("=="),
                        before.isEmpty || before.hasSuffix(".") || before.hasSuffix("?.")
                    {
                        uses += 1
                    }
                }
            }
        }
        return (files, uses)
    }

    @Test(arguments: ["gluonfield__enchanted", "mastodon__mastodon-ios"])
    func everyTextColorIsAPairOrADiagnostic(app: String) {
        let root = TestPaths.corpus(app)
        let palette = PaletteLoader().load([root])
        let scan = UsageLoader(readers: UsageLoader.readers.filter { $0.name.hasPrefix("Swift views") }).load(
            [root], palette: palette)
        let independent = Self.independentTextColorCount(root)
        let textKeys = ["foregroundColor", "foregroundStyle", "textColor", "setTitleColor"]
        // Every use of a text-color modifier is a pair (text, or non-text when it colors an image) or a diagnostic.
        let paired = scan.pairs.filter { p in textKeys.contains { p.site.location.keyPath?.hasSuffix($0) == true } }
        let diagnosed = scan.diagnostics.filter { d in
            textKeys.contains { d.location.keyPath?.hasSuffix("/" + $0) == true }
        }
        print(
            "\(app): \(independent.files) files, \(independent.uses) text colors (independent); \(paired.count) paired + \(diagnosed.count) diagnosed; \(scan.pairs.count - paired.count) non-text pairs"
        )
        #expect(scan.filesRead == independent.files)
        // A foreground color that draws nothing (a clear color, a bitmap image it cannot tint) is counted apart.
        #expect(scan.elementsWithTextColor + scan.textColorsNotDrawn + scan.textUsesNotShown == independent.uses)
        // A use shown in several states is several pairs (or warnings) at one place: it counts once.
        let uses = Set(
            paired.map { "\($0.site.location.path):\($0.site.location.line):\($0.site.location.column ?? 0)" }
                + diagnosed.map { "\($0.location.path):\($0.location.line):\($0.location.column ?? 0)" })
        #expect(
            uses.count + scan.textColorsNotDrawn + scan.textUsesNotShown == independent.uses,
            "\(app): \(uses.count) uses paired or diagnosed vs \(independent.uses) text colors")
        #expect(paired.count > 0)
    }
}
