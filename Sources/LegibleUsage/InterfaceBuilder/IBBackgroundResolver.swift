import LegiblePalette

/// The effective background of an IB element: its own drawn background, else the nearest ancestor's; translucent
/// backgrounds on the way are kept with the next opaque one as `over` (fully transparent ones are passed through);
/// else the scene's default:
///
/// | where | default |
/// |---|---|
/// | iOS, in a cell or table of `style="grouped"`/`"insetGrouped"` | `secondarySystemGroupedBackground` (cell), `systemGroupedBackground` (table) |
/// | iOS, elsewhere | `systemBackground` |
/// | macOS, in a table or outline view that writes no background of its own | `controlBackgroundColor` |
/// | macOS, elsewhere | `windowBackgroundColor` |
///
/// In a xib, a view outside a window (macOS) or a table cell (iOS) has no known default: code decides what it is
/// shown on, so its pairs are diagnostics, not guesses. A table or outline view whose document gives it a clear
/// background (`backgroundColor` of alpha 0, `NSTableView.backgroundColor = .clear`) draws nothing: its rows show its
/// superview's layer, not `controlBackgroundColor` (the default an `NSTableView` draws only when none is set).
/// A background is drawn unless `drawsBackground="NO"`; AppKit text cells draw theirs only with `drawsBackground="YES"`.
/// A box draws its `fillColor` when `boxType="custom"`.
///
/// Between a view and its superview, the views drawn before it in the same `<subviews>` (earlier siblings) lie
/// under it where their frames overlap: an image, map, web, blur or self-drawing view there makes the pair need
/// review (`IBObstructions`), as does an opaque sibling that covers only part of it; one that covers its whole frame
/// is its background. Hidden siblings (`hidden="YES"`) are skipped.
struct IBBackgroundResolver {
    var decoder: IBColorDecoder

    struct Background {
        var color: ObservedColor
        var over: ObservedColor?
        var evidence: String
        var review: ReviewReason? = nil
        /// The table's alternating rows are the layer under the text (`IBAlternatingRows`): a pair per row color.
        var alternatingRows: IBAlternatingRows?
        /// The views from the element out to the one whose background was used (all of them when a default was
        /// assumed): code may set the background of any of them (`CodeRecolor`).
        var crossed: [ObservedPair.CrossedView] = []
        /// Nothing in the document draws under the element, and it is in a top-level view of a xib (not a window, not
        /// a storyboard scene, not a table): what it is on is what code places that view in (`NibRootHosts`).
        var onPlacedRoot = false
        /// Nothing in the document draws under the element, and it is in a table cell at the top of an iOS xib: the
        /// cell's default background is assumed, which the style of the table code shows it in decides
        /// (`XibCellTables`).
        var onXibCellDefault = false
        /// The element is a rounded-rect UIKit text field with no background of its own: its text is on the field's
        /// own fill (`UIKitRoundedTextFields`), whose light and dark pairs the reader makes.
        var textFieldFill = false
    }

    enum Outcome {
        case found(Background)
        case unresolved(String)
    }

    func background(of element: IBNode) -> Outcome {
        // A rounded-rect text field draws its own opaque fill under its text: nothing under the field shows.
        if UIKitRoundedTextFields.isRounded(element, isMac: decoder.isMac), drawnBackground(element) == nil {
            var found = Background(
                color: UIKitRoundedTextFields.lightFill(at: SourceLocation(path: decoder.path, line: element.line)),
                over: nil, evidence: "", crossed: crossed(from: element, to: element["id"]))
            found.textFieldFill = true
            if let hidden = ([element] + element.ancestors).first(where: { $0["hidden"] == "YES" }) {
                found.evidence +=
                    "; \(describe(hidden)) (line \(hidden.line)) is hidden in the document: checked as shown when code makes it visible"
            }
            return .found(found)
        }
        var outcome = layers(of: element)
        if case .found(var found) = outcome {
            found.review = review(of: element) ?? found.review
            found.crossed = crossed(from: element, to: found.crossed.last?.id)
            // Rows of a table that alternates backgrounds: every other row is drawn on a second color. AppKit has
            // the two colors (`IBAlternatingRows`): the reader gives a pair per row color; review when they are not known.
            if found.review == nil,
                let rows = IBAlternatingRows(element: element, crossed: found.crossed, decoder: decoder)
            {
                if rows.rowColor(0) == nil || rows.rowColor(1) == nil {
                    found.review = ReviewReason(
                        .overlap,
                        "\(describe(rows.table)) (line \(rows.table.line)) alternates its row backgrounds "
                            + "(alternatingContentBackgroundColors): every other row is drawn on a second color, not only this one"
                    )
                } else {
                    found.alternatingRows = rows
                }
            }
            // Hidden in the document: code shows it in some state, and then this is its pair.
            if let hidden = ([element] + element.ancestors).first(where: { $0["hidden"] == "YES" }) {
                found.evidence +=
                    "; \(describe(hidden)) (line \(hidden.line)) is hidden in the document: checked as shown when code makes it visible"
            }
            outcome = .found(found)
        }
        return outcome
    }

    /// The layers under the view whose own background `found` is (the element's or an ancestor's), as the document
    /// resolves its superview, then that layer's superview (at most four): what shows when code makes the views above
    /// clear (`LayerBeneath`). None under a default, a covering sibling or a translucent stack.
    func beneath(of element: IBNode, _ found: Background) -> [LayerBeneath] {
        var out: [LayerBeneath] = []
        var last = found.crossed.last?.id
        var over = found.over
        while out.count < 4, over == nil, let id = last, !id.isEmpty,
            let holder = ([element] + element.ancestors).first(where: { $0["id"] == id }),
            drawnBackground(holder) != nil, let parent = holder.parent,
            case .found(let under) = layers(of: parent)
        {
            out.append(
                LayerBeneath(
                    background: under.color, over: under.over, evidence: under.evidence,
                    review: under.review ?? review(of: parent),
                    crossed: crossed(from: parent, to: under.crossed.last?.id)))
            last = under.crossed.last?.id
            over = under.over
        }
        return out
    }

    /// The element and its ancestors that have an IB id, out to the one with id `last` (inclusive), or all of them.
    func crossed(from element: IBNode, to last: String?) -> [ObservedPair.CrossedView] {
        var out: [ObservedPair.CrossedView] = []
        for node in [element] + element.ancestors {
            guard let id = node["id"] else { continue }
            out.append(ObservedPair.CrossedView(id: id, customClass: node["customClass"], tag: node.name))
            // An AppKit cell (`key="cell"`) draws for its control: the control's background is the same layer.
            if let last, !last.isEmpty, id == last, node["key"] != "cell" { break }
            if let last, !last.isEmpty, out.count >= 2, out[out.count - 2].id == last { break }
        }
        return out
    }

    /// Why the pair needs review: something under it is not a color Legible can know.
    func review(of element: IBNode) -> ReviewReason? {
        let chain = [element] + element.ancestors
        // AppKit draws a column's header cell in the table's header view (NSTableHeaderView), outside the table, with
        // a style and material that change with the macOS release: not the table's background, nor the cell's.
        if let header = chain.first(where: { $0.name == "tableHeaderCell" }) {
            return ReviewReason(
                .customDrawing,
                "\(describe(header)) (line \(header.line)) is drawn by the table's header view (NSTableHeaderView), "
                    + "whose background is neither the table's nor the cell's")
        }
        // A container between the text and the first background drawn under it that is a material: a visual-effect
        // view (`NSVisualEffectView`, `UIVisualEffectView`), or the window's toolbar (drawn on the title bar).
        for node in chain {
            if node === element { if drawsLayer(node) { break } else { continue } }
            if node.name == "toolbar" {
                return ReviewReason(
                    .blur, "it is in the window's toolbar (line \(node.line)), drawn on the title bar material")
            }
            if IBObstructions.kind(of: node) == .blur {
                return ReviewReason(
                    .blur, "\(describe(node)) (line \(node.line)), which holds it, draws a material under it")
            }
            // A primary (default) or secondary box draws the system group box: a fill that is no AppKit system color.
            if node.name == "box", IBElementKinds.drawsGroupBox(node) {
                return ReviewReason(
                    .customDrawing,
                    "\(describe(node)) (line \(node.line)), a \(node["boxType"] ?? "primary") NSBox that holds it, "
                        + "draws its group box fill under it (NSBox fill), which is not a documented AppKit system color"
                )
            }
            // A tab view with a border draws its system fill under the views of its items (`drawsTabBezel`).
            if IBElementKinds.drawsTabBezel(node) {
                return ReviewReason(
                    .customDrawing,
                    "\(describe(node)) (line \(node.line)), a \(node["type"] ?? "topTabsBezelBorder") NSTabView that "
                        + "holds it, draws the fill of its border under its items' views, which is not a documented "
                        + "AppKit system color")
            }
            // A HUD panel (`styleMask` with `HUD="YES"`) draws a dark translucent material behind its content.
            if node.name == "window", node.child("windowStyleMask")?["HUD"] == "YES" {
                return ReviewReason(
                    .blur,
                    "it is in a HUD panel (\(describe(node)), line \(node.line)), drawn on a dark translucent material")
            }
            // A window's bottom or top bar, or a textured window: AppKit's gradient (`IBWindowChrome`).
            if node.name == "window",
                let chrome = IBWindowChrome.review(
                    of: element, in: node,
                    named: describe(node) + ((node["userLabel"] ?? node["title"]).map { " (\"\($0)\")" } ?? ""))
            {
                return chrome
            }
            if drawsLayer(node) { break }
        }
        for node in chain {
            guard let container = node.parent, container.name == "subviews",
                let position = container.children.firstIndex(where: { $0 === node })
            else { continue }
            let frame = IBFrame(node)
            for sibling in container.children[..<position].reversed() where sibling["hidden"] != "YES" {
                let siblingFrame = IBFrame(sibling)
                if let frame, let siblingFrame, !frame.intersects(siblingFrame) { continue }
                let under = node === element ? "it" : "\(describe(node)), which holds it"
                if let kind = IBObstructions.kind(of: sibling) {
                    return ReviewReason(kind, "\(describe(sibling)) (line \(sibling.line)) is drawn under \(under)")
                }
                if drawnBackground(sibling) != nil {
                    // One that covers the whole frame is the background (`coveringSibling`): nothing below shows.
                    if let frame, siblingFrame?.contains(frame) == true { return nil }
                    return ReviewReason(
                        .overlap,
                        "\(describe(sibling)) (line \(sibling.line)) draws a background that may cover part of \(under)"
                    )
                }
            }
        }
        return nil
    }

    /// The colored layers under the element: its own background, an earlier sibling that covers it, its ancestors'.
    func layers(of element: IBNode) -> Outcome {
        var translucent: (color: ObservedColor, evidence: String)?
        for (depth, node) in ([element] + element.ancestors).enumerated() {
            // The node's own background (or its table's default), then an earlier sibling covering it.
            var candidates: [(node: IBNode?, fallback: String, evidence: String)] = []
            if let (colorNode, fallback) = drawnBackground(node) ?? tableDefault(node) {
                candidates.append(
                    (
                        colorNode, fallback,
                        colorNode == nil
                            ? (node.name == "clipView"
                                ? "default background of a clip view (\(describe(node)): \(fallback))"
                                : node.name == "tableViewCell"
                                    ? "default background of a \(tableStyleWord(node)) table's cell (\(fallback))"
                                    : "default background of a grouped table (\(fallback))")
                            : depth == 0 ? "own background" : "nearest ancestor with a background (\(describe(node)))"
                    ))
            }
            if let (sibling, colorNode) = coveringSibling(node) {
                candidates.append(
                    (
                        colorNode, "",
                        "\(describe(sibling)) drawn before \(depth == 0 ? "it" : describe(node)) and covering its frame"
                    ))
            }
            for candidate in candidates {
                let decoded: IBColorDecoder.Decoded =
                    candidate.node.map { decoder.decode($0) } ?? defaultColor(candidate.fallback)
                switch decoded {
                case .unresolved(let why):
                    return .unresolved("its background (\(describe(node))) is unresolved: \(why)")
                case .color(let color, let alpha):
                    if alpha <= 0 { continue }
                    if alpha < 1 {
                        if translucent == nil { translucent = (color, candidate.evidence) }
                        continue
                    }
                    // Where the opaque layer was found (the node holding it), for `crossed`.
                    let holder = [
                        ObservedPair.CrossedView(id: node["id"] ?? "", customClass: node["customClass"], tag: node.name)
                    ]
                    if let translucent {
                        return .found(
                            Background(
                                color: translucent.color, over: color,
                                evidence: translucent.evidence + ", over " + candidate.evidence, crossed: holder))
                    }
                    return .found(Background(color: color, over: nil, evidence: candidate.evidence, crossed: holder))
                }
            }
        }
        guard
            let (name, why) = sceneDefault(element).map({
                ($0, "scene default (\($0)): no view above it draws a background")
            })
                ?? xibDefault(element).map({
                    ($0.name, "assumed: nothing above draws a background (\($0.why): \($0.name))")
                })
        else {
            // A top-level xib view: shown on whatever code adds it to. Listed for review on the platform's base
            // background, saying so, rather than left unchecked.
            let base = decoder.isMac ? "windowBackgroundColor" : "systemBackgroundColor"
            guard case .color(let color, _) = defaultColor(base) else {
                return .unresolved(
                    "no view above it draws a background, and this xib view is shown on whatever the code adds it to (unknown here)"
                )
            }
            let review = ReviewReason(
                .hostUnknown,
                "no view above it draws a background, and this xib view is shown on whatever the code adds it to, "
                    + "which was not found")
            let evidence = "assumed: the platform's base background (\(base)), shown for review"
            if let translucent {
                return .found(
                    Background(
                        color: translucent.color, over: color, evidence: translucent.evidence + ", over " + evidence,
                        review: review, onPlacedRoot: true))
            }
            return .found(Background(color: color, over: nil, evidence: evidence, review: review, onPlacedRoot: true))
        }
        let onPlacedRoot = sceneDefault(element) == nil
        let onXibCellDefault =
            !decoder.isMac && !decoder.isStoryboard && !onPlacedRoot
            && !element.ancestors.contains { $0.name == "tableView" }
        switch defaultColor(name) {
        case .unresolved(let why):
            return .unresolved("no view above it draws a background and the scene default is unresolved: \(why)")
        case .color(let color, _):
            let evidence = why
            if let translucent {
                return .found(
                    Background(
                        color: translucent.color, over: color, evidence: translucent.evidence + ", over " + evidence,
                        onPlacedRoot: onPlacedRoot, onXibCellDefault: onXibCellDefault))
            }
            return .found(
                Background(
                    color: color, over: nil, evidence: evidence, onPlacedRoot: onPlacedRoot,
                    onXibCellDefault: onXibCellDefault))
        }
    }

    /// The nearest earlier sibling overlapping the node, when it covers the node's whole frame and draws a background:
    /// the layer right under the node, checked before the superview's.
    func coveringSibling(_ node: IBNode) -> (sibling: IBNode, color: IBNode)? {
        guard let container = node.parent, container.name == "subviews", let frame = IBFrame(node),
            let position = container.children.firstIndex(where: { $0 === node })
        else { return nil }
        for sibling in container.children[..<position].reversed() where sibling["hidden"] != "YES" {
            guard let siblingFrame = IBFrame(sibling), siblingFrame.intersects(frame) else { continue }
            guard IBObstructions.kind(of: sibling) == nil, siblingFrame.contains(frame),
                let (color, _) = drawnBackground(sibling), let color
            else { return nil }
            return (sibling, color)
        }
        return nil
    }

    /// Whether the node draws a background that is not fully transparent (a clear table or view lets what is under
    /// it show, material included).
    func drawsLayer(_ node: IBNode) -> Bool {
        guard let (color, _) = drawnBackground(node) else { return false }
        if let color, case .color(_, let alpha) = decoder.decode(color), alpha <= 0 { return false }
        return true
    }

    /// The node's drawn background `<color>`, if it has one.
    func drawnBackground(_ node: IBNode) -> (IBNode?, String)? {
        // A header cell's own background (`headerColor`) is not what the header view draws (`review(of:)`).
        if node.name == "tableHeaderCell" { return nil }
        if node.name == "box" {
            guard IBElementKinds.boxDraws("fillColor", node), let fill = node.color("fillColor") else { return nil }
            return (fill, "")
        }
        // An NSClipView draws its background unless told not to; without a color it is controlBackgroundColor.
        if node.name == "clipView", node["drawsBackground"] != "NO", node.color("backgroundColor") == nil, decoder.isMac
        {
            return (nil, "controlBackgroundColor")
        }
        guard let color = node.color("backgroundColor") else { return nil }
        if IBElementKinds.backgroundOffByDefault.contains(node.name) {
            return node["drawsBackground"] == "YES" ? (color, "") : nil
        }
        return node["drawsBackground"] == "NO" ? nil : (color, "")
    }

    /// iOS tables: a grouped table without its own background takes `systemGroupedBackground`; a cell without its own
    /// background draws its style's default, opaque, over the table's background (`UIBackgroundConfiguration`
    /// `listGroupedCell()` / `listPlainCell()`: `secondarySystemGroupedBackground` in a grouped or inset-grouped
    /// table, `systemBackground` in a plain one): a plain table's own background shows only where no cell is.
    func tableDefault(_ node: IBNode) -> (IBNode?, String)? {
        guard !decoder.isMac else { return nil }
        if node.name == "tableView", IBElementKinds.groupedTableStyles.contains(node["style"] ?? "") {
            return (nil, "systemGroupedBackgroundColor")
        }
        if node.name == "tableViewCell", let table = node.ancestors.first(where: { $0.name == "tableView" }) {
            let grouped = IBElementKinds.groupedTableStyles.contains(table["style"] ?? "")
            return (nil, grouped ? "secondarySystemGroupedBackgroundColor" : "systemBackgroundColor")
        }
        return nil
    }

    /// `grouped` or `plain`: the style of the table a cell is in.
    func tableStyleWord(_ cell: IBNode) -> String {
        let table = cell.ancestors.first { $0.name == "tableView" }
        return IBElementKinds.groupedTableStyles.contains(table?["style"] ?? "") ? "grouped" : "plain"
    }

    /// The default under a view no ancestor paints, or nil when the document does not say: a storyboard scene's
    /// view sits on the scene default; in a xib only a window (macOS) or a table cell (iOS, `UITableViewCell`'s own
    /// default) fixes it, other top-level views are shown on whatever code adds them to.
    func sceneDefault(_ element: IBNode) -> String? {
        let ancestors = element.ancestors
        if decoder.isMac {
            // The nearest table draws its default only when the document gives it no background: a clear one (its
            // own layer, passed through in `layers`) shows what is under the table.
            let table = ancestors.first { $0.name == "tableView" || $0.name == "outlineView" }
            if let table, table.color("backgroundColor") == nil { return "controlBackgroundColor" }
            return decoder.isStoryboard || ancestors.contains { $0.name == "window" } ? "windowBackgroundColor" : nil
        }
        return decoder.isStoryboard || ancestors.contains { $0.name == "tableViewCell" }
            || element.name == "tableViewCell" ? "systemBackgroundColor" : nil
    }

    /// The default under a top-level xib view that the document itself says is a view controller's root view (the
    /// File's Owner is a `…Controller` whose `view` outlet is this view: iOS `systemBackground`, macOS
    /// `windowBackgroundColor`); nil otherwise. A collection view cell is clear: it shows its collection view, which
    /// the document does not say, so it has no default.
    func xibDefault(_ element: IBNode) -> (name: String, why: String)? {
        guard !decoder.isStoryboard,
            let top = ([element] + element.ancestors).first(where: { $0.parent?.name == "objects" }),
            let objects = top.parent
        else { return nil }
        guard let id = top["id"],
            let owner = objects.children.first(where: {
                $0["id"] == "-2" || $0["placeholderIdentifier"] == "IBFilesOwner"
            }),
            let ownerClass = owner["customClass"], ownerClass.hasSuffix("Controller"),
            owner.child("connections")?.children.contains(where: {
                $0.name == "outlet" && $0["property"] == "view" && $0["destination"] == id
            }) == true
        else { return nil }
        return (
            decoder.isMac ? "windowBackgroundColor" : "systemBackgroundColor",
            "the root view of \(ownerClass), the File's Owner"
        )
    }

    func defaultColor(_ name: String) -> IBColorDecoder.Decoded {
        decoder.system(
            name, platform: decoder.isMac ? "osx" : "ios", SourceLocation(path: decoder.path, line: 0), resource: nil)
    }

    func describe(_ node: IBNode) -> String {
        node["id"].map { "\(node.name) \($0)" } ?? node.name
    }
}
