import Foundation
import Testing
import LegiblePalette
import LegibleTestSupport
import LegibleUsage

/// Every text color in the corpus apps' IB files is a pair or a diagnostic naming the element: checked against an
/// independent, simpler count (a text search for `<color key="textColor"` and `<color key="titleColor"`, and iOS
/// labels' `<nil key="textColor"`, no XML
/// parsing, no tree; less those in the never-drawn column cells of view-based tables, found by indentation).
@Suite("Interface Builder reader: corpus apps", .corpus)
struct InterfaceBuilderCorpusTests {
    /// Text-color uses by plain text search, over every .storyboard and .xib below `root`.
    static func independentTextColorCount(_ root: String) -> (files: Int, uses: Int) {
        var files = 0, uses = 0
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".storyboard") || relative.hasSuffix(".xib"),
                let text = try? String(contentsOfFile: root + "/" + relative, encoding: .utf8)
            else { continue }
            files += 1
            for needle in ["<color key=\"textColor\"", "<color key=\"titleColor\""] {
                uses += text.components(separatedBy: needle).count - 1
            }
            // An iOS label left at the default color (`<nil key="textColor"/>`) draws `labelColor`: a use too. (In
            // the corpus, only labels write a nil text color.)
            if text.contains("targetRuntime=\"iOS.CocoaTouch") {
                uses += text.components(separatedBy: "<nil key=\"textColor\"").count - 1
                uses += tintTitledButtons(text)
            }
            uses -= undrawnColumnCellColors(text)
        }
        return (files, uses)
    }

    static func indent(_ line: String) -> Int { line.prefix { $0 == " " }.count }

    /// The line closing the element opened at `start`: the next line at its indentation that starts with `</`.
    static func blockEnd(_ lines: [String], _ start: Int) -> Int {
        let d = indent(lines[start])
        return (start + 1..<lines.count).first {
            indent(lines[$0]) == d && lines[$0].trimmingCharacters(in: .whitespaces).hasPrefix("</")
        } ?? lines.count - 1
    }

    /// iOS buttons that draw a title without a title color: a system or rounded-rect button, or one with a
    /// configuration, whose block (found by indentation) has a non-empty `title="…"` or an attributed string and no
    /// `key="titleColor"`. Their title is drawn in the configuration's foreground or the tint: a use.
    static func tintTitledButtons(_ text: String) -> Int {
        let lines = text.components(separatedBy: "\n")
        var count = 0
        for (i, line) in lines.enumerated()
        where line.trimmingCharacters(in: .whitespaces).hasPrefix("<button ") && !line.hasSuffix("/>") {
            let block = lines[i...blockEnd(lines, i)]
            guard !block.contains(where: { $0.contains("key=\"titleColor\"") }) else { continue }
            let kind =
                line.contains("buttonType=\"system\"") || line.contains("buttonType=\"roundedRect\"")
                || block.contains { $0.contains("<buttonConfiguration ") }
            let titled = block.contains { l in
                l.contains("<attributedString")
                    || ((l.contains("<state ") || l.contains("<buttonConfiguration ") || l == line)
                        && l.contains(" title=\"") && !l.contains(" title=\"\""))
            }
            if kind && titled { count += 1 }
        }
        return count
    }

    /// Text colors inside a column's `key="dataCell"` block of a view-based table (the table's block, found by
    /// indentation, holds `<prototypeCellViews>` or says `viewBased="YES"`): AppKit never draws that cell.
    static func undrawnColumnCellColors(_ text: String) -> Int {
        let lines = text.components(separatedBy: "\n")
        func indent(_ l: String) -> Int { Self.indent(l) }
        func blockEnd(_ start: Int) -> Int { Self.blockEnd(lines, start) }
        var count = 0
        for (i, line) in lines.enumerated() where line.contains("key=\"dataCell\"") && !line.hasSuffix("/>") {
            guard
                let table = (0..<i).reversed().first(where: {
                    (lines[$0].contains("<tableView ") || lines[$0].contains("<outlineView "))
                        && indent(lines[$0]) < indent(line)
                })
            else { continue }
            let tableBlock = lines[table...blockEnd(table)]
            guard
                lines[table].contains("viewBased=\"YES\"")
                    || tableBlock.contains(where: { $0.contains("<prototypeCellViews>") })
            else { continue }
            count +=
                lines[i...blockEnd(i)].filter {
                    $0.contains("<color key=\"textColor\"") || $0.contains("<color key=\"titleColor\"")
                }.count
        }
        return count
    }

    @Test(arguments: [
        "Ranchero-Software__NetNewsWire", "git-up__GitUp", "ProtonVPN__ios-mac-app", "mastodon__mastodon-ios",
    ])
    func everyTextColorIsAPairOrADiagnostic(app: String) {
        let root = TestPaths.corpus(app)
        let palette = PaletteLoader().load([root])
        let scan = UsageLoader(readers: UsageLoader.readers.filter { $0.name.hasPrefix("Interface Builder") }).load(
            [root], palette: palette)
        let independent = Self.independentTextColorCount(root)
        #expect(scan.filesRead == independent.files)
        // A title color of a button that shows only an image draws nothing: counted apart, not a text use.
        #expect(scan.elementsWithTextColor + scan.textColorsNotDrawn + scan.textUsesNotShown == independent.uses)
        let paired = Set(
            scan.pairs.filter { $0.role != .nonText }.map {
                "\($0.site.location.path)|\($0.site.location.line)|\($0.site.location.keyPath ?? "")|\($0.site.elementID ?? "")"
            })
        let diagnosed = scan.diagnostics.filter { d in
            guard let key = d.location.keyPath else { return false }
            return key.hasSuffix("/textColor") || key.contains("/titleColor[")
        }
        #expect(
            paired.count + diagnosed.count + scan.textColorsNotDrawn + scan.textUsesNotShown == independent.uses,
            "\(app): \(paired.count) paired + \(diagnosed.count) diagnosed + \(scan.textColorsNotDrawn) not drawn + \(scan.textUsesNotShown) not shown vs \(independent.uses) text colors"
        )
        #expect(
            !scan.diagnostics.contains { $0.severity == .error }, "\(scan.diagnostics.filter { $0.severity == .error })"
        )
    }
}
