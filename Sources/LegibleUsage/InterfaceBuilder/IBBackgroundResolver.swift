import LegiblePalette

/// The effective background of an IB element: its own drawn background, else the nearest ancestor's; translucent
/// backgrounds on the way are kept with the next opaque one as `over` (fully transparent ones are passed through);
/// else the scene's default:
///
/// | where | default |
/// |---|---|
/// | iOS, in a cell or table of `style="grouped"`/`"insetGrouped"` | `secondarySystemGroupedBackground` (cell), `systemGroupedBackground` (table) |
/// | iOS, elsewhere | `systemBackground` |
/// | macOS, in a table or outline view | `controlBackgroundColor` |
/// | macOS, elsewhere | `windowBackgroundColor` |
///
/// In a xib, a view outside a window (macOS) or a table cell (iOS) has no known default: code decides what it is
/// shown on, so its pairs are diagnostics, not guesses.
/// A background is drawn unless `drawsBackground="NO"`; AppKit text cells draw theirs only with `drawsBackground="YES"`.
/// A box draws its `fillColor` when `boxType="custom"`.
struct IBBackgroundResolver {
    var decoder: IBColorDecoder

    struct Background {
        var color: ObservedColor
        var over: ObservedColor?
        var evidence: String
    }

    enum Outcome {
        case found(Background)
        case unresolved(String)
    }

    func background(of element: IBNode) -> Outcome {
        var translucent: (color: ObservedColor, evidence: String)?
        for (depth, node) in ([element] + element.ancestors).enumerated() {
            if let drawn = drawnBackground(node) ?? tableDefault(node) {
                let (colorNode, fallbackName) = drawn
                let decoded: IBColorDecoder.Decoded = colorNode.map { decoder.decode($0) } ?? defaultColor(fallbackName)
                switch decoded {
                case .unresolved(let why):
                    return .unresolved("its background (\(describe(node))) is unresolved: \(why)")
                case .color(let color, let alpha):
                    if alpha <= 0 { continue }
                    let evidence = colorNode == nil ? "default background of a grouped table (\(fallbackName))"
                        : depth == 0 ? "own background" : "nearest ancestor with a background (\(describe(node)))"
                    if alpha < 1 {
                        if translucent == nil { translucent = (color, evidence) }
                        continue
                    }
                    if let translucent {
                        return .found(Background(color: translucent.color, over: color, evidence: translucent.evidence + ", over " + evidence))
                    }
                    return .found(Background(color: color, over: nil, evidence: evidence))
                }
            }
        }
        guard let name = sceneDefault(element) else {
            return .unresolved("no view above it draws a background, and this xib view is shown on whatever the code adds it to (unknown here)")
        }
        switch defaultColor(name) {
        case .unresolved(let why):
            return .unresolved("no view above it draws a background and the scene default is unresolved: \(why)")
        case .color(let color, _):
            let evidence = "scene default (\(name)): no view above it draws a background"
            if let translucent { return .found(Background(color: translucent.color, over: color, evidence: translucent.evidence + ", over " + evidence)) }
            return .found(Background(color: color, over: nil, evidence: evidence))
        }
    }

    /// The node's drawn background `<color>`, if it has one.
    func drawnBackground(_ node: IBNode) -> (IBNode?, String)? {
        if node.name == "box" {
            guard node["boxType"] == "custom", node["transparent"] != "YES", let fill = node.color("fillColor") else { return nil }
            return (fill, "")
        }
        guard let color = node.color("backgroundColor") else { return nil }
        if IBElementKinds.backgroundOffByDefault.contains(node.name) { return node["drawsBackground"] == "YES" ? (color, "") : nil }
        return node["drawsBackground"] == "NO" ? nil : (color, "")
    }

    /// iOS grouped tables: a cell or table without its own background takes the grouped defaults.
    func tableDefault(_ node: IBNode) -> (IBNode?, String)? {
        guard !decoder.isMac else { return nil }
        if node.name == "tableView", IBElementKinds.groupedTableStyles.contains(node["style"] ?? "") {
            return (nil, "systemGroupedBackgroundColor")
        }
        if node.name == "tableViewCell", let table = node.ancestors.first(where: { $0.name == "tableView" }),
           IBElementKinds.groupedTableStyles.contains(table["style"] ?? "") {
            return (nil, "secondarySystemGroupedBackgroundColor")
        }
        return nil
    }

    /// The default under a view no ancestor paints, or nil when the document does not say: a storyboard scene's
    /// view sits on the scene default; in a xib only a window (macOS) or a table cell (iOS, `UITableViewCell`'s own
    /// default) fixes it, other top-level views are shown on whatever code adds them to.
    func sceneDefault(_ element: IBNode) -> String? {
        let ancestors = element.ancestors
        if decoder.isMac {
            let inTable = ancestors.contains { $0.name == "tableView" || $0.name == "outlineView" }
            if inTable { return "controlBackgroundColor" }
            return decoder.isStoryboard || ancestors.contains { $0.name == "window" } ? "windowBackgroundColor" : nil
        }
        return decoder.isStoryboard || ancestors.contains { $0.name == "tableViewCell" } || element.name == "tableViewCell" ? "systemBackgroundColor" : nil
    }

    func defaultColor(_ name: String) -> IBColorDecoder.Decoded {
        decoder.system(name, platform: decoder.isMac ? "osx" : "ios", SourceLocation(path: decoder.path, line: 0), resource: nil)
    }

    func describe(_ node: IBNode) -> String {
        node["id"].map { "\(node.name) \($0)" } ?? node.name
    }
}
