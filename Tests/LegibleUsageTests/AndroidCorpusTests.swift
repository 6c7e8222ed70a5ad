import Foundation
import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// The Android corpus apps (`../shared/corpus`, read in place): every element with a text color is a pair or a
/// diagnostic naming it, and an independent, simpler text scan finds the same number of text-colored elements.
@Suite("Android layouts: corpus", .corpus)
struct AndroidCorpusTests {
    static let apps = ["TeamNewPipe__NewPipe", "duckduckgo__Android", "wikimedia__apps-android-wikipedia"]
    static let textAttributes = AndroidLayoutScanForTests.textAttributes

    @Test(arguments: apps)
    func everyTextColoredElementIsAccountedFor(app: String) throws {
        let root = TestPaths.corpus(app)
        let scan = AndroidLayoutReader.read(paths: [root])
        let independent = AndroidLayoutScanForTests(root: root)
        #expect(independent.layoutCount > 90)
        #expect(scan.filesRead == independent.layoutCount)
        // A view group with a text color draws no text: not a use, but said (a warning), so the counts still add up.
        let ignored = Set(
            scan.diagnostics.filter { $0.message.contains("draws no text") }.map {
                "\($0.location.path):\($0.location.line)"
            })
        func key(_ l: LegiblePalette.SourceLocation) -> String { "\(l.path):\(l.line)" }
        // Text in its widget's default color (no text color written, `AndroidDefaultTextColor`) is a use the
        // independent scan does not look for: its pairs and warnings say "no text color set".
        let marker = "no text color set"
        let textPairs = scan.pairs.filter { $0.role != .nonText }
        let textDiagnostics = scan.diagnostics.filter { d in
            Self.textAttributes.contains { d.location.keyPath?.hasSuffix("/@" + $0) == true }
        }
        let defaults = Set(
            textPairs.filter { $0.evidence.contains(marker) }.map { key($0.site.location) }
                + textDiagnostics.filter { $0.message.contains(marker) }.map { key($0.location) })
        let written = Set(
            textPairs.filter { !$0.evidence.contains(marker) }.map { key($0.site.location) }
                + textDiagnostics.filter { !$0.message.contains(marker) }.map { key($0.location) })
        let defaultsOnly = defaults.subtracting(written)
        let paired = Set(textPairs.filter { !$0.evidence.contains(marker) }.map { key($0.site.location) })
        let diagnosed = Set(textDiagnostics.filter { !$0.message.contains(marker) }.map { key($0.location) })
        // A check box or switch given no text, or a text view showing only its hint, draws no text in its text color
        // (`AndroidDrawnText`): no use, said on its line; the written text colors of those are accounted for there.
        let notDrawn = Set(
            scan.diagnostics.filter { $0.message.contains("shows no text of its own") }.map { key($0.location) }
        ).intersection(independent.textColoredElements).subtracting(paired.union(diagnosed))
        #expect(
            scan.elementsWithTextColor - defaultsOnly.count + ignored.count + notDrawn.count
                == independent.textColoredElements.count)

        let accounted = paired.union(diagnosed).union(notDrawn)
        #expect(accounted.subtracting(independent.textColoredElements).sorted().prefix(5) == [])
        #expect(independent.textColoredElements.subtracting(accounted).sorted().prefix(5) == [])
        // Most elements resolve: the corpus apps' themes are in the files read.
        #expect(paired.count * 100 >= independent.textColoredElements.count * 85)
        print(
            "\(app): \(independent.layoutCount) layouts, \(scan.elementsWithTextColor) text-colored elements, \(paired.count) paired, "
                + "\(diagnosed.count) diagnosed (\(paired.intersection(diagnosed).count) both), \(scan.pairs.count) pairs "
                + "(\(scan.pairs.filter { $0.role == .nonText }.count) non-text), \(scan.diagnostics.count) diagnostics"
        )
    }

    @Test func wikipediaIsCheckedInItsFourThemes() {
        let files = AndroidProjectFiles.discover([TestPaths.corpus("wikimedia__apps-android-wikipedia")])
        let themes = AndroidLayoutReader.themes(files)
        #expect(themes.map(\.appearance.rawValue) == ["light", "dark", "theme:black", "theme:sepia"])
        #expect(themes.map { $0.overlays.first ?? $0.base } == ["AppTheme", "ThemeDark", "ThemeBlack", "ThemeSepia"])
    }
}

/// The independent count: a plain text scan of layout start tags (comments removed) for a text color attribute written
/// on the element or in the style / text appearance it names (`@style/X`, or `?attr/x` where any style item `x` names
/// a style), with styles read by pattern from every values file (explicit and dotted parents, no configurations).
struct AndroidLayoutScanForTests {
    static let textAttributes = ["android:textColor", "android:textColorHint", "android:textColorLink"]
    var layoutCount = 0
    /// `path:line` of each element whose start tag begins on that line.
    var textColoredElements = Set<String>()

    init(root: String) {
        var styles: [String: (parent: String?, items: [String: String])] = [:]
        var layouts: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            let parts = relative.split(separator: "/")
            guard relative.hasSuffix(".xml"), parts.count >= 3, parts[parts.count - 3] == "res" else { continue }
            let folder = parts[parts.count - 2]
            if folder == "layout" || folder.hasPrefix("layout-") { layouts.append(root + "/" + relative) }
            if folder == "values" || folder.hasPrefix("values") {
                let text = Self.withoutComments(
                    (try? String(contentsOfFile: root + "/" + relative, encoding: .utf8)) ?? "")
                for block in text.components(separatedBy: "<style ").dropFirst() {
                    let head = " " + String(block.prefix { $0 != ">" })
                    guard let name = Self.attribute("name", in: head) else { continue }
                    var items = styles[name]?.items ?? [:]
                    let body = head.hasSuffix("/") ? "" : String(block.components(separatedBy: "</style>")[0])
                    for item in body.components(separatedBy: "<item ").dropFirst() {
                        if let key = Self.attribute("name", in: " " + item), let open = item.firstIndex(of: ">"),
                            let close = item.range(of: "</item>")
                        {
                            items[key] = String(item[item.index(after: open)..<close.lowerBound]).trimmingCharacters(
                                in: .whitespacesAndNewlines)
                        }
                    }
                    styles[name] = (Self.attribute("parent", in: head) ?? styles[name]?.parent, items)
                }
            }
        }
        // Any style item naming a style, by attribute: where `?attr/x` may lead.
        var styleAttributes: [String: [String]] = [:]
        for (_, style) in styles {
            for (key, value) in style.items where value.hasPrefix("@style/") {
                styleAttributes[key, default: []].append(value)
            }
        }
        func setsTextColor(_ reference: String?) -> Bool {
            guard let reference else { return false }
            if reference.hasPrefix("?") {
                let name = reference.replacingOccurrences(of: "?attr/", with: "").replacingOccurrences(
                    of: "?android:attr/", with: "android:"
                ).replacingOccurrences(of: "?", with: "")
                // Android's own text appearances all set a text color.
                if [
                    "textAppearanceLarge", "textAppearanceMedium", "textAppearanceSmall", "textAppearanceListItem",
                    "textAppearanceListItemSmall",
                ]
                .contains(name.replacingOccurrences(of: "android:", with: "")) {
                    return true
                }
                return (styleAttributes[name] ?? []).contains { setsTextColor($0) }
            }
            var next: String? = reference.replacingOccurrences(of: "@style/", with: "")
            var seen = Set<String>()
            while let name = next, seen.insert(name).inserted, let style = styles[name] {
                if Self.textAttributes.contains(where: { style.items[$0] != nil }) { return true }
                if let parent = style.parent {
                    next = parent.isEmpty ? nil : parent.replacingOccurrences(of: "@style/", with: "")
                } else {
                    next = name.contains(".") ? String(name[..<name.lastIndex(of: ".")!]) : nil
                }
            }
            return false
        }
        layoutCount = layouts.count
        for path in layouts {
            let text = Self.withoutComments((try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
            var line = 1
            var index = text.startIndex
            while index < text.endIndex {
                let c = text[index]
                if c == "\n" { line += 1 }
                if c == "<", let next = text.index(index, offsetBy: 1, limitedBy: text.endIndex), next < text.endIndex,
                    text[next].isLetter, let end = text[index...].firstIndex(of: ">")
                {
                    let tag = String(text[index...end])
                    let explicit = Self.textAttributes.contains { tag.contains($0 + "=") }
                    let styled =
                        setsTextColor(Self.attribute("style", in: tag))
                        || setsTextColor(Self.attribute("android:textAppearance", in: tag))
                    if explicit || styled { textColoredElements.insert("\(path):\(line)") }
                }
                index = text.index(after: index)
            }
        }
    }

    /// Comments blanked out, newlines kept (line numbers stay right).
    static func withoutComments(_ text: String) -> String {
        var result = ""
        var rest = text[...]
        while let open = rest.range(of: "<!--") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "-->") else { rest = ""; break }
            result += String(rest[open.lowerBound..<close.upperBound].filter { $0 == "\n" })
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    static func attribute(_ name: String, in tag: String) -> String? {
        for quote in ["\"", "'"] {
            guard
                let start = tag.range(of: " " + name + "=" + quote) ?? tag.range(of: "\n" + name + "=" + quote)
                    ?? tag.range(of: "\t" + name + "=" + quote)
            else { continue }
            return String(tag[start.upperBound...].prefix { String($0) != quote })
        }
        return nil
    }
}
