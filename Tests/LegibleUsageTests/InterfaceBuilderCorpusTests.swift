import Foundation
import Testing
import LegiblePalette
import LegibleTestSupport
import LegibleUsage

/// Every text color in the corpus apps' IB files is a pair or a diagnostic naming the element: checked against an
/// independent, simpler count (a text search for `<color key="textColor"` and `<color key="titleColor"`, no XML
/// parsing, no tree).
@Suite("Interface Builder reader: corpus apps", .corpus)
struct InterfaceBuilderCorpusTests {
    /// Text-color uses by plain text search, over every .storyboard and .xib below `root`.
    static func independentTextColorCount(_ root: String) -> (files: Int, uses: Int) {
        var files = 0, uses = 0
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".storyboard") || relative.hasSuffix(".xib"),
                  let text = try? String(contentsOfFile: root + "/" + relative, encoding: .utf8) else { continue }
            files += 1
            for needle in ["<color key=\"textColor\"", "<color key=\"titleColor\""] {
                uses += text.components(separatedBy: needle).count - 1
            }
        }
        return (files, uses)
    }

    @Test(arguments: ["Ranchero-Software__NetNewsWire", "git-up__GitUp", "ProtonVPN__ios-mac-app", "mastodon__mastodon-ios"])
    func everyTextColorIsAPairOrADiagnostic(app: String) {
        let root = TestPaths.corpus(app)
        let palette = PaletteLoader().load([root])
        let scan = UsageLoader(readers: UsageLoader.readers.filter { $0.name.hasPrefix("Interface Builder") }).load([root], palette: palette)
        let independent = Self.independentTextColorCount(root)
        #expect(scan.filesRead == independent.files)
        #expect(scan.elementsWithTextColor == independent.uses)
        let paired = Set(scan.pairs.filter { $0.role != .nonText }.map { "\($0.site.location.path)|\($0.site.location.line)|\($0.site.location.keyPath ?? "")|\($0.site.elementID ?? "")" })
        let diagnosed = scan.diagnostics.filter { d in
            guard let key = d.location.keyPath else { return false }
            return key.hasSuffix("/textColor") || key.contains("/titleColor[")
        }
        #expect(paired.count + diagnosed.count == independent.uses, "\(app): \(paired.count) paired + \(diagnosed.count) diagnosed vs \(independent.uses) text colors")
        #expect(!scan.diagnostics.contains { $0.severity == .error }, "\(scan.diagnostics.filter { $0.severity == .error })")
    }
}
