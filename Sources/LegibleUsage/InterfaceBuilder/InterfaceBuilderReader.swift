import Foundation
import LegiblePalette
import LegibleFiles

/// Reads the pairs of Interface Builder documents (`.storyboard`, `.xib`, iOS and macOS) with FoundationXML.
///
/// Every `<color>` whose key `IBElementKinds` lists becomes a pair with the element's effective background
/// (`IBBackgroundResolver`), or a warning naming the element (id, class) and why it is not checked. Text pairs take
/// their size class from the element's font (`IBFont`). A file that is not XML is an error at its line.
/// Diagnostics about one element carry `location.keyPath` = `ELEMENT-ID/COLOR-KEY`.
public enum InterfaceBuilderReader {
    public static let fileExtensions: Set<String> = ["storyboard", "xib"]

    /// `palette`: the colors of the asset catalogs read in the same run (`name="…"` references resolve to them).
    /// `tints`: where the app's code sets tints (`AppleCodeTints`), nil when no code was read; `targets`: the run's
    /// Xcode projects. With both, a button drawn in the tint it inherits from its window is checked in that tint
    /// when nothing else can decide it (`IBInheritedTint`).
    public static func read(
        files: [String], palette: Palette, tints: AppleCodeTints? = nil, targets: AppleTargets = AppleTargets()
    ) -> UsageScan {
        var byName: [String: NamedColor] = [:], sameName: [String: [NamedColor]] = [:]
        for color in palette.colors {
            if byName[color.name] == nil { byName[color.name] = color }
            sameName[color.name, default: []].append(color)
        }
        sameName = sameName.filter { $0.value.count > 1 }
        var scan = UsageScan()
        // Every document first: a storyboard's scenes take their presentation level from the routes of the others
        // (storyboard references), then each is scanned.
        var parsed: [(path: String, root: IBNode)] = []
        for path in files {
            switch parse(file: path) {
            case .failure(let failed): scan.merge(failed.scan)
            case .success(let root): parsed.append((path, root))
            }
        }
        let routes = IBPresentationRoutes(documents: parsed)
        for (path, root) in parsed {
            let inherited = IBInheritedTint(code: tints, targets: targets, path: path, palette: Set(byName.keys))
            // A name several catalogs hold: the color of the catalog the document's own target builds.
            var documentColors = byName, ownCatalog = Set<String>()
            for (name, colors) in sameName {
                guard let own = targets.catalogColor(among: colors, for: path), own != colors[0] else { continue }
                documentColors[name] = own
                ownCatalog.insert(name)
            }
            var scanner = IBDocumentScanner(
                root: root, path: path, palette: documentColors, ownCatalog: ownCatalog, inherited: inherited)
            scanner.routes = routes
            scan.merge(scanner.scan())
        }
        return scan
    }

    /// The document's tree, or the scan that says why it has none (an unreadable file, XML that does not parse).
    static func parse(file path: String) -> Result<IBNode, UsageScanFailure> {
        // SourceFile.read, as the other readers: bounded size, no blocking on a FIFO. (`FileManager.contents` also
        // leaked its 4 KiB buffer whenever XMLParser met malformed XML: LeakSanitizer, ib fuzz target, 2026-11-25.)
        let bytes: [UInt8]
        switch SourceFile.read(path) {
        case .failure(let d): return .failure(UsageScanFailure(UsageScan(diagnostics: [d], filesRead: 0)))
        case .success(let b): bytes = b
        }
        switch IBTreeBuilder.parse(Data(bytes)) {
        case .failure(let problem):
            return .failure(
                UsageScanFailure(
                    UsageScan(
                        diagnostics: [.error(SourceLocation(path: path, line: problem.line), problem.message)],
                        filesRead: 1)))
        case .success(let root): return .success(root)
        }
    }

    static func read(file path: String, palette: [String: NamedColor], inherited: IBInheritedTint = IBInheritedTint())
        -> UsageScan
    {
        switch parse(file: path) {
        case .failure(let failed): return failed.scan
        case .success(let root):
            var scanner = IBDocumentScanner(root: root, path: path, palette: palette, inherited: inherited)
            scanner.routes = IBPresentationRoutes(documents: [(path, root)])
            return scanner.scan()
        }
    }
}

/// A document that could not be read or parsed: the scan holding its diagnostic.
struct UsageScanFailure: Error {
    var scan: UsageScan
    init(_ scan: UsageScan) { self.scan = scan }
}

/// One parsed document: finds every color use and turns it into a pair or a diagnostic.
struct IBDocumentScanner {
    let root: IBNode
    let decoder: IBColorDecoder
    /// The presentation level of each iOS storyboard scene, over every route to it (`IBPresentationRoutes`).
    var routes = IBPresentationRoutes(documents: [])
    /// macOS storyboard scenes shown on a material (a sheet, a popover, a sidebar), filled when the scan starts.
    var macSurfaces: IBMacSceneSurfaces?
    /// iOS buttons whose title (drawn without a `titleColor`) needs review or cannot be checked (`IBButtonTitles`).
    var buttonNotes: [ObjectIdentifier: IBButtonTitles.Note] = [:]

    /// `ownCatalog`: names whose color in `palette` is not the run's first of that name (another catalog's, chosen
    /// by the document's target: `AppleTargets.catalogColor`); their uses carry that color itself.
    init(
        root: IBNode, path: String, palette: [String: NamedColor], ownCatalog: Set<String> = [],
        inherited: IBInheritedTint = IBInheritedTint()
    ) {
        self.root = root
        var named: [String: IBNode] = [:], system: [String: IBNode] = [:]
        for resources in root.children where resources.name == "resources" {
            for r in resources.children {
                guard let name = r["name"] else { continue }
                if r.name == "namedColor" { named[name] = r } else if r.name == "systemColor" { system[name] = r }
            }
        }
        let isMac =
            (root["targetRuntime"] ?? root["type"] ?? "").contains("MacOSX") || (root["type"] ?? "").contains("Cocoa.")
        let isStoryboard = (root["type"] ?? "").contains("Storyboard") || path.lowercased().hasSuffix(".storyboard")
        IBDefaultTextColors.materialize(in: root, isMac: isMac)
        buttonNotes = IBButtonTitles.materialize(in: root, isMac: isMac, inherited: inherited)
        decoder = IBColorDecoder(
            path: path, isMac: isMac, isStoryboard: isStoryboard, namedResources: named, systemResources: system,
            palette: palette, ownCatalog: ownCatalog)
    }

    /// The color node's element (a `state` or `textAttributes` holder belongs to its control) and the key it is
    /// reported under: `titleColor[normal]`, `textColor[titleTextAttributes]`, `titleColor[configuration]`.
    func use(_ node: IBNode, key: String, holder: IBNode) -> (element: IBNode, key: String) {
        let element =
            ["state", "textAttributes", "buttonConfiguration"].contains(holder.name) ? holder.parent ?? holder : holder
        return (element, holder === element ? key : "\(key)[\(holder["key"] ?? holder.name)]")
    }

    mutating func scan() -> UsageScan {
        var scan = UsageScan(filesRead: 1)
        if root["targetRuntime"] == "AppleTV" { scan.appleTVDocuments.insert(decoder.path) }
        scan.interfaceDocuments = [document()]
        if decoder.isMac, decoder.isStoryboard { macSurfaces = IBMacSceneSurfaces(root: root) }
        // A key written twice in one element (a hand-merged file: Xcode never writes that): the last one is read,
        // as the decoder does; each earlier one is named in a warning (fuzz report, 2026-11-26: two textColor
        // children of one label gave one diagnostic for two uses).
        var last: [String: IBNode] = [:]
        root.forEachDescendant { node in
            guard node.name == "color", let key = node["key"], IBElementKinds.textKeys.contains(key),
                let holder = node.parent
            else { return }
            let (element, useKey) = use(node, key: key, holder: holder)
            last["\(ObjectIdentifier(element).hashValue)|\(useKey)"] = node
        }
        root.forEachDescendant { node in
            guard node.name == "color", let key = node["key"], let holder = node.parent, holder.name != "namedColor"
            else { return }
            let (element, useKey) = use(node, key: key, holder: holder)
            // The column cell of a view-based table is never drawn (AppKit draws the prototype cell views): no use.
            if IBElementKinds.isUndrawnColumnCell(element) { return }
            if IBElementKinds.textKeys.contains(key) {
                // A button that shows only an image draws no title: no use, unless code may give it one.
                let untitled = key == "titleColor" && IBUntitledButtons.isUntitledImageButton(element)
                if untitled, !IBUntitledButtons.isHeldByOutlet(element, root: root) {
                    scan.textColorsNotDrawn += 1
                    return
                }
                scan.elementsWithTextColor += 1
                if let used = last["\(ObjectIdentifier(element).hashValue)|\(useKey)"], used !== node {
                    let site = site(element, key: useKey, stateTitle: node.parent?["title"])
                    scan.diagnostics.append(
                        diagnostic(
                            site,
                            "text color (\(useKey)) at line \(node.line) not checked: the element sets it again at line \(used.line), which is the one used"
                        ))
                    return
                }
                let role = PairRole.text(large: IBFont.isLarge(holder) ?? IBFont.isLarge(element))
                let before = scan.pairs.count
                add(node, key: useKey, element: element, role: role, into: &scan)
                if untitled { for index in before..<scan.pairs.count { scan.pairs[index].untitledButton = true } }
            } else if key == "separatorColor", element["separatorStyle"] == "none" {
                return // a table with separatorStyle none draws no separator
            } else if element.name == "box", !IBElementKinds.boxDraws(key, element) {
                return // a box that is not custom draws the system group box, not the document's colors
            } else if IBElementKinds.tintKeys.contains(key), element.name == "button", !decoder.isMac,
                !IBUntitledButtons.parts(of: element).image
            {
                return // an iOS button with no image draws its tint as no image (its title's, `IBButtonTitles`)
            } else if IBElementKinds.lineKeys.contains(key)
                || (IBElementKinds.tintKeys.contains(key) && IBElementKinds.tintedTags.contains(element.name))
            {
                add(node, key: key, element: element, role: .nonText, into: &scan)
            }
        }
        if !buttonNotes.isEmpty {
            root.forEachDescendant { node in
                guard case .unresolved(let why)? = buttonNotes[ObjectIdentifier(node)] else { return }
                scan.elementsWithTextColor += 1
                scan.diagnostics.append(
                    diagnostic(
                        site(node, key: IBButtonTitles.useKey(of: node), stateTitle: IBButtonTitles.title(of: node)),
                        "text color (\(IBButtonTitles.useKey(of: node))) not checked: \(why)"))
            }
        }
        scan.outlets = outlets()
        return scan
    }

    /// Every `<outlet property=… destination=…>` with the class of the object whose connections hold it.
    func outlets() -> [OutletBinding] {
        var result: [OutletBinding] = []
        root.forEachDescendant { node in
            // An outlet collection (`@IBOutlet var labels: [UILabel]!`) binds each element under its property.
            guard node.name == "outlet" || node.name == "outletCollection", let property = node["property"],
                let destination = node["destination"],
                let owner = node.parent?.parent,
                let ownerClass = owner["customClass"] ?? IBElementKinds.defaultClass[owner.name]
            else { return }
            var binding = OutletBinding(
                path: decoder.path, elementID: destination, ownerClass: ownerClass, property: property)
            binding.isMac = decoder.isMac
            result.append(binding)
        }
        // A storyboard scene's root view (`<view key="view">` of its controller) is the controller's `view`, which
        // its code sets as `view.backgroundColor = …`; a table or collection controller's is also its `tableView` /
        // `collectionView`. No `<outlet>` says so: the key does.
        root.forEachDescendant { node in
            guard node["key"] == "view", let id = node["id"], let controller = node.parent,
                controller.name.hasSuffix("Controller"),
                let ownerClass = controller["customClass"] ?? IBElementKinds.defaultClass[controller.name]
            else { return }
            var properties = ["view"]
            if node.name == "tableView" { properties.append("tableView") }
            if node.name == "collectionView" { properties.append("collectionView") }
            for property in properties {
                var binding = OutletBinding(
                    path: decoder.path, elementID: id, ownerClass: ownerClass, property: property)
                binding.isMac = decoder.isMac
                result.append(binding)
            }
        }
        return result
    }

    func add(_ colorNode: IBNode, key: String, element: IBNode, role: PairRole, into scan: inout UsageScan) {
        let site = site(element, key: key, stateTitle: colorNode.parent?["title"])
        let what = role == .nonText ? "\(key) (non-text)" : "text color (\(key))"
        switch decoder.decode(colorNode) {
        case .unresolved(let why):
            scan.diagnostics.append(diagnostic(site, "\(what) not checked: \(why)"))
        case .color(_, let alpha) where alpha <= 0 && role == .nonText:
            return // a clear tint or separator draws nothing
        case .color(_, let alpha) where alpha <= 0:
            scan.diagnostics.append(diagnostic(site, "\(what) not checked: the text color is fully transparent"))
        case .color(let foreground, _):
            switch IBBackgroundResolver(decoder: decoder).background(of: element) {
            case .unresolved(let why):
                scan.diagnostics.append(diagnostic(site, "\(what) not checked: \(why)"))
            case .found(var background):
                var onHostMaterial = false
                // A macOS scene shown as a sheet, in a popover or as a sidebar: what shows through is the material.
                if background.review == nil, background.evidence.contains("scene default ("),
                    let surface = macSurfaces?.surface(of: element)
                {
                    background.review = surface
                    onHostMaterial = true
                }
                // `appearanceType="darkAqua"` / `"aqua"` on the view or an ancestor (AppKit's NSAppearance, set in
                // Interface Builder) draws that subtree in one appearance only.
                var appearances: [Appearance]?
                if let forcing = ([element] + element.ancestors).first(where: {
                    ["darkAqua", "aqua"].contains($0["appearanceType"] ?? "")
                }) {
                    // It forces the base appearance, not the contrast: under Increase Contrast AppKit draws it in
                    // the high-contrast form of that appearance (`accessibilityHighContrastDarkAqua`).
                    let dark = forcing["appearanceType"] == "darkAqua"
                    appearances = dark ? [.dark, .darkHighContrast] : [.light, .lightHighContrast]
                    background.evidence +=
                        "; drawn only in \(dark ? "dark" : "light") and its Increase Contrast form (appearanceType=\"\(forcing["appearanceType"] ?? "")\" on \(forcing.name) line \(forcing.line))"
                }
                // A view's `alpha` below 1 (UIKit `alpha`, AppKit `alphaValue`) fades the text, or the text with its
                // layer (`IBBackgroundResolver.fade`).
                var foreground = foreground
                switch IBBackgroundResolver(decoder: decoder).fade(of: element, layer: background.crossed.last?.id) {
                case .text(let alpha, let note)?:
                    guard let faded = foreground.faded(by: alpha, lookup: { decoder.palette[$0] }) else {
                        scan.diagnostics.append(
                            diagnostic(site, "\(what) not checked: faded by \(note), a color whose value is not known"))
                        return
                    }
                    foreground = faded
                    background.evidence += "; drawn at \(note)"
                case .withLayer(let why)?: background.review = background.review ?? why
                case nil: break
                }
                var pair = ObservedPair(
                    foreground: foreground, background: background.color, over: background.over, role: role,
                    site: site, evidence: background.evidence, appearances: appearances, review: background.review)
                pair.crossed = background.crossed
                pair.beneath = IBBackgroundResolver(decoder: decoder).beneath(of: element, background)
                pair.ancestors = element.ancestors.compactMap { node in
                    node["id"].map {
                        ObservedPair.CrossedView(id: $0, customClass: node["customClass"], tag: node.name)
                    }
                }
                pair.inAppKitDocument = decoder.isMac
                pair.hiddenBy = IBHiddenView.of(element, root: root)
                if role != .nonText { pair.emptyText = IBEmptyText.view(of: element, root: root) }
                if decoder.isMac { pair.unplacedToolbarItem = IBUnplacedToolbarItems.item(of: element) }
                // An opaque view drawn over the whole element that code cannot hide or move: never seen.
                let resolver = IBBackgroundResolver(decoder: decoder)
                if pair.review == nil, let cover = resolver.cover(of: element, root: root) {
                    pair.review = ReviewReason(
                        .notShown,
                        "\(resolver.describe(cover)) (line \(cover.line)) is drawn over it, opaque, and its frame "
                            + "contains this element's; no outlet, tag or binding lets code hide or move it: never seen"
                    )
                }
                pair.onHostMaterial = onHostMaterial
                pair.codeClasses = codeClasses(of: element)
                if background.onPlacedRoot, decoder.isMac, !decoder.isStoryboard {
                    let chain = [element] + element.ancestors
                    let owner = chain.last(where: { $0.parent?.name == "objects" })?.parent?.children.first {
                        $0["id"] == "-2" || $0["placeholderIdentifier"] == "IBFilesOwner"
                    }
                    pair.nibRoot = NibRoot(
                        nib: CellPlacement.nibName(of: decoder.path),
                        ownerClass: owner?["customClass"].flatMap { IBElementKinds.isFrameworkClass($0) ? nil : $0 })
                }
                if background.onXibCellDefault { pair.xibCellNib = CellPlacement.nibName(of: decoder.path) }
                pair.cell = cellPlacement(of: element)
                pair.inStaticTable = element.ancestors.contains { $0.name == "tableView" && $0["dataMode"] == "static" }
                if pair.inStaticTable, let section = element.ancestors.first(where: { $0.name == "tableViewSection" }) {
                    pair.staticSection = section.parent?.children.filter { $0.name == "tableViewSection" }.firstIndex {
                        $0 === section
                    }
                }
                pair.inPrototypeCell = ([element] + element.ancestors).contains {
                    $0.name == "tableCellView" || $0.name == "prototypes" || $0.parent?.name == "prototypes"
                }
                // A launch screen runs no code: a label without text there draws nothing.
                if root["launchScreen"] == "YES", element.name == "label", (element["text"] ?? "").isEmpty,
                    element.child("attributedString") == nil, pair.review == nil
                {
                    pair.review = ReviewReason(
                        .notShown, "a label without text in a launch screen, which runs no code: nothing is drawn")
                }
                // An AppKit table draws its grid color only along the grid lines its `gridStyleMask` turns on; the
                // document has none (AppKit's default), so only code could show it.
                if key == "gridColor", pair.review == nil,
                    !(element.child("tableViewGridLines", key: "gridStyleMask")?.attributes.values.contains("YES")
                        ?? false)
                {
                    pair.review = ReviewReason(
                        .notShown,
                        "\(element.name) (line \(element.line)) has no grid lines in the document (gridStyleMask): its "
                            + "grid color is drawn only if code turns them on")
                    pair.drawnOnlyIfCodeUses = ["gridStyleMask", "setGridStyleMask"]
                }
                // A column's header cell is drawn by the table's header view: a table whose scroll view has none in
                // the document (Xcode writes `<tableHeaderView key="headerView">` when the header shows) draws no
                // header unless code gives it one.
                if ([element] + element.ancestors).contains(where: { $0.name == "tableHeaderCell" }),
                    let scroll = element.ancestors.first(where: { $0.name == "scrollView" }),
                    !Self.holds(scroll, "tableHeaderView")
                {
                    pair.drawnOnlyIfCodeUses = ["headerView", "setHeaderView"]
                }
                // Since iOS 13 UIKit draws a segmented control's selected segment with `selectedSegmentTintColor`,
                // inside the control's own translucent track, and ignores its `tintColor` (Apple,
                // "UISegmentedControl.selectedSegmentTintColor", iOS 13): the tint is drawn on iOS 12 and below only.
                if key == "tintColor", element.name == "segmentedControl", !decoder.isMac, pair.review == nil {
                    pair.review = ReviewReason(
                        .notShown,
                        "segmentedControl (line \(element.line)): UIKit ignores a segmented control's tintColor since "
                            + "iOS 13 (selectedSegmentTintColor draws the selected segment, in the control's own "
                            + "track); it is drawn on iOS 12 and below only")
                }
                // AppKit applies `contentTintColor` to borderless buttons only (Apple, "NSButton.contentTintColor"):
                // on a bordered one (`borderStyle="border"` on its cell) the tint is never drawn, whatever is under it.
                if key == "contentTintColor", decoder.isMac, element.name == "button",
                    element.child("buttonCell", key: "cell")?["borderStyle"] == "border", pair.review?.kind != .notShown
                {
                    pair.review = ReviewReason(
                        .notShown,
                        "button (line \(element.line)) is bordered, and AppKit applies contentTintColor to borderless "
                            + "buttons only: the tint is never drawn")
                }
                if role != .nonText, pair.review == nil, case .review(let why)? = buttonNotes[ObjectIdentifier(element)]
                {
                    pair.review = why
                }
                if role != .nonText, pair.review == nil, let text = site.text, EmojiText.isEmojiOnly(text) {
                    pair.review = EmojiText.review
                }
                if role != .nonText {
                    pair.disabledLook = IBDisabledLook.look(
                        of: element, colorNode: colorNode, key: key, foreground: foreground, decoder: decoder)
                }
                var rows = [pair]
                if let alternating = background.alternatingRows, pair.review == nil,
                    let (onRows, unknown) = alternating.pairs(pair)
                {
                    rows = onRows
                    for (which, appearances) in unknown {
                        scan.diagnostics.append(
                            .warning(
                                SourceLocation(path: decoder.path, line: element.line),
                                "\(site.elementClass ?? element.name) \(site.elementID ?? "?"): its \(which) are drawn on "
                                    + "\(IBAlternatingRows.rowColors[which == "even rows" ? 0 : 1]), whose "
                                    + appearances.map(\.rawValue).joined(separator: ", ")
                                    + " value is not known: not checked there"))
                    }
                }
                // A bezeled field draws its own translucent fill in Dark Aqua, not its backgroundColor.
                if decoder.isMac, let field = IBBezeledFields.field(of: element, layer: background.crossed.last?.id) {
                    rows = rows.flatMap { IBBezeledFields.split($0, field: field) }
                }
                // A rounded-rect UIKit text field: its text is on the field's own fill, white in light, dark for review.
                if background.textFieldFill {
                    rows = rows.flatMap {
                        UIKitRoundedTextFields.pairs(
                            $0, state: $0.review, style: SourceLocation(path: decoder.path, line: element.line),
                            written: "roundedRect", note: background.evidence)
                    }
                }
                for pair in rows {
                    let pairs =
                        role != .nonText
                        ? IBPlaceholder(of: element, textKey: key)?.pairs(typed: pair, decoder: decoder) : nil
                    for pair in pairs ?? [pair] { scan.pairs += perRoute(pair, element: element) }
                }
            }
        }
    }

    /// The pair as each route to its scene shows it (`IBPresentationRoutes`): in a sheet or popover, dark mode draws
    /// the elevated system backgrounds. A scene reached only at the elevated level gives one elevated pair; one reached
    /// at both levels gives a pair per level, each with the route as its condition.
    func perRoute(_ pair: ObservedPair, element: IBNode) -> [ObservedPair] {
        var pair = pair
        pair.shownByCode = routes.shownByCode(element, in: decoder.path)
        guard let routes = routes.routes(of: element, in: decoder.path), let sheet = routes.first(where: \.elevated)
        else { return [pair] }
        var elevated = pair
        let color = ApplePresentationLevel.elevated(pair.background),
            over = pair.over.map(ApplePresentationLevel.elevated)
        if color.changed || over?.changed == true {
            elevated.background = color.color
            elevated.over = over?.color
            elevated.evidence += "; the scene is \(sheet.how), so dark mode uses the elevated system backgrounds"
        }
        guard let base = routes.first(where: { !$0.elevated }) else { return [elevated] }
        guard color.changed || over?.changed == true else { return [pair] }
        var onBase = pair
        elevated.condition = [pair.condition, "when \(sheet.how)"].compactMap { $0 }.joined(separator: ", ")
        onBase.condition = [pair.condition, "when \(base.how), not in a sheet"].compactMap { $0 }.joined(
            separator: ", ")
        return [elevated, onBase]
    }

    /// The table or collection view cell holding `element` (`CellPlacement`), nil outside one.
    func cellPlacement(of element: IBNode) -> CellPlacement? {
        if decoder.isMac { return columnCellPlacement(of: element) }
        guard let cell = ([element] + element.ancestors).first(where: { Self.cellTags.contains($0.name) }),
            let cellID = cell["id"]
        else { return nil }
        var members: [String: [String]] = [cellID: []]
        if let content = cell.children.first(where: { $0["key"] == "contentView" }), let id = content["id"] {
            members[id] = ["contentView"]
        }
        for key in ["textLabel", "detailTextLabel", "imageView"] { if let id = cell[key] { members[id] = [key] } }
        for outlet in cell.child("connections")?.children ?? [] where outlet.name == "outlet" {
            if let id = outlet["destination"], let property = outlet["property"] { members[id] = [property] }
        }
        var tags: [String: String] = [:]
        cell.forEachDescendant { node in
            if let id = node["id"], let tag = node["tag"] { tags[id] = tag }
        }
        let table = cell.ancestors.first { ["tableView", "collectionView"].contains($0.name) }
        return CellPlacement(
            cellClass: cell["customClass"] ?? IBElementKinds.defaultClass[cell.name] ?? cell.name,
            reuseIdentifier: cell["reuseIdentifier"], tableID: table?["id"], hosts: hosts(of: table, near: cell),
            members: members, tags: tags)
    }

    /// The column cell of an AppKit cell-based table holding `element` (`<textFieldCell key="dataCell">`): every row
    /// draws it, and the table's delegate may recolor it as it is about to draw one
    /// (`tableView:willDisplayCell:forTableColumn:row:`). Nil outside one, and in a view-based table (its cell views
    /// are drawn instead).
    func columnCellPlacement(of element: IBNode) -> CellPlacement? {
        guard let cell = ([element] + element.ancestors).first(where: { $0["key"] == "dataCell" }),
            let cellID = cell["id"], let column = cell.parent, column.name == "tableColumn",
            let table = column.ancestors.first(where: { $0.name == "tableView" || $0.name == "outlineView" }),
            !IBElementKinds.isUndrawnColumnCell(element)
        else { return nil }
        let framework = "NS" + cell.name.prefix(1).uppercased() + cell.name.dropFirst()
        var placement = CellPlacement(
            cellClass: cell["customClass"] ?? framework, reuseIdentifier: nil, tableID: table["id"],
            hosts: hosts(of: table, near: cell), members: [cellID: []])
        placement.isMac = true
        return placement
    }

    /// The classes of a table's `dataSource` and `delegate` outlets' destinations.
    func hosts(of table: IBNode?, near cell: IBNode) -> [String] {
        var hosts: [String] = []
        for outlet in table?.child("connections")?.children ?? []
        where outlet.name == "outlet" && ["dataSource", "delegate"].contains(outlet["property"] ?? "") {
            guard let id = outlet["destination"], let host = node(withID: id, near: cell),
                let name = host["customClass"] ?? IBElementKinds.defaultClass[host.name], !hosts.contains(name)
            else { continue }
            hosts.append(name)
        }
        return hosts
    }

    static let cellTags: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView"]

    /// The node with this `id` among `from`'s ancestors (a scene's controller) or their direct children (a xib's
    /// File's Owner, a scene's placeholders).
    func node(withID id: String, near from: IBNode) -> IBNode? {
        for ancestor in from.ancestors {
            if ancestor["id"] == id { return ancestor }
            if let child = ancestor.children.first(where: { $0["id"] == id }) { return child }
        }
        return nil
    }

    /// The classes whose code may load this document (File's Owner, top-level objects, scene controllers) and the
    /// storyboards it references.
    func document() -> InterfaceDocument {
        var owners: [String] = []
        var references: [String] = []
        var custom = Set<String>()
        var fileOwner: String?
        root.forEachDescendant { node in
            if let name = node["storyboardName"], !references.contains(name) { references.append(name) }
            if let name = node["customClass"] { custom.insert(name) }
            if node.parent?.name == "objects", let owner = node["customClass"],
                node["placeholderIdentifier"] == "IBFilesOwner" || (node.name == "customObject" && node["id"] == "-2")
            {
                fileOwner = owner
            }
            // A storyboard is loaded by its name (code, a reference, the main interface): of its scenes' objects only
            // a controller's class is what code makes from it, not a view or an object placed beside one (whose class
            // another document may use without loading this one).
            guard node.parent?.name == "objects", let custom = node["customClass"], custom != "FirstResponder",
                !IBElementKinds.isFrameworkClass(custom), !owners.contains(custom),
                !decoder.isStoryboard || node.name.hasSuffix("Controller")
            else { return }
            owners.append(custom)
        }
        var document = InterfaceDocument(path: decoder.path, ownerClasses: owners, storyboardReferences: references)
        document.customClasses = custom
        if !decoder.isStoryboard { document.fileOwner = fileOwner }
        if !decoder.isMac { document.tableStyles = tableStyles() }
        if decoder.isMac, !decoder.isStoryboard {
            document.hudWindows = hudWindows()
            document.tableLayers = tableLayers(document: document.name)
            document.viewLayers = viewLayers(document: document.name)
        }
        if decoder.isStoryboard { document.scenes = storyboardScenes() }
        return document
    }

    /// The storyboard's scenes, their storyboard identifiers and the segues leaving each (`StoryboardScenes`).
    func storyboardScenes() -> StoryboardScenes {
        var graph = StoryboardScenes(initialID: root["initialViewController"])
        for scene in root.child("scenes")?.children ?? [] where scene.name == "scene" {
            let objects = scene.child("objects")?.children ?? []
            let controller = objects.first { $0.name.hasSuffix("Controller") || $0.name == "viewControllerPlaceholder" }
            var last = scene.line
            var destinations: [String] = []
            var sameLevel: [String] = []
            var rootID: String?
            scene.forEachDescendant { node in
                last = max(last, node.line)
                guard node.name == "segue", let to = node["destination"] else { return }
                destinations.append(to)
                if StoryboardScenes.sameLevelKinds.contains(node["kind"] ?? "") { sameLevel.append(to) }
                if node["relationship"] == "rootViewController" { rootID = to }
            }
            graph.scenes.append(
                StoryboardScenes.Scene(
                    objectIDs: objects.compactMap { $0["id"] }, identifier: controller?["storyboardIdentifier"],
                    lines: scene.line...last, name: controller.map { $0["customClass"] ?? $0.name } ?? scene.name,
                    needsRoute: controller != nil,
                    reference: controller.flatMap {
                        $0.name == "viewControllerPlaceholder"
                            ? StoryboardScenes.Reference(
                                storyboard: $0["storyboardName"], identifier: $0["referencedIdentifier"]) : nil
                    }, segueDestinations: destinations, rootID: rootID, sameLevelDestinations: sameLevel))
        }
        return graph
    }

    /// The xib's HUD panels (a top-level `window` whose style mask has `HUD="YES"`) by the File's Owner outlet that
    /// holds each, with the panel's line.
    func hudWindows() -> [String: Int] {
        guard let objects = root.child("objects")?.children,
            let owner = objects.first(where: { $0["id"] == "-2" || $0["placeholderIdentifier"] == "IBFilesOwner" })
        else { return [:] }
        var out: [String: Int] = [:]
        for outlet in owner.child("connections")?.children ?? [] where outlet.name == "outlet" {
            guard let property = outlet["property"], let destination = outlet["destination"],
                let window = objects.first(where: { $0.name == "window" && $0["id"] == destination }),
                window.child("windowStyleMask")?["HUD"] == "YES"
            else { continue }
            out[property] = window.line
        }
        return out
    }

    /// The xib's tables and outline views held by a File's Owner outlet, with what their rows are drawn on
    /// (`NibTableLayer`).
    func tableLayers(document: String) -> [String: NibTableLayer] {
        guard let objects = root.child("objects")?.children,
            let owner = objects.first(where: { $0["id"] == "-2" || $0["placeholderIdentifier"] == "IBFilesOwner" })
        else { return [:] }
        var tables: [String: IBNode] = [:]
        root.forEachDescendant { node in
            if node.name == "tableView" || node.name == "outlineView", let id = node["id"] { tables[id] = node }
        }
        let resolver = IBBackgroundResolver(decoder: decoder)
        var out: [String: NibTableLayer] = [:]
        for outlet in owner.child("connections")?.children ?? [] where outlet.name == "outlet" {
            guard let property = outlet["property"], let table = outlet["destination"].flatMap({ tables[$0] }) else {
                continue
            }
            let name = resolver.describe(table)
            var layer: NibTableLayer
            if table.color("backgroundColor") == nil {
                // No background written: the table draws its default.
                guard case .color(let color, _) = resolver.defaultColor("controlBackgroundColor") else { continue }
                layer = NibTableLayer(
                    background: color, evidence: "\(name)'s default background (controlBackgroundColor)",
                    review: resolver.review(of: table), table: name, line: table.line, document: document)
            } else {
                guard case .found(let found) = resolver.background(of: table) else { continue }
                let evidence =
                    found.evidence == "own background"
                    ? "\(name)'s own background" : "\(name) draws no background; under it: \(found.evidence)"
                layer = NibTableLayer(
                    background: found.color, over: found.over, evidence: evidence, review: found.review, table: name,
                    line: table.line, document: document, onPlacedRoot: found.onPlacedRoot)
            }
            layer.alternatesRows = table["alternatingRowBackgroundColors"] == "YES"
            out[property] = layer
        }
        return out
    }

    /// The xib's views (not tables, windows or controls' cells) held by a File's Owner outlet, with what the document
    /// draws at each (`NibTableLayer`): a controller's root view code adds to one is drawn on that layer.
    func viewLayers(document: String) -> [String: NibTableLayer] {
        guard let objects = root.child("objects")?.children,
            let owner = objects.first(where: { $0["id"] == "-2" || $0["placeholderIdentifier"] == "IBFilesOwner" })
        else { return [:] }
        var views: [String: IBNode] = [:]
        root.forEachDescendant { node in
            // A view has a frame; a window's is its content rect, a table's rows are `tableLayers`'.
            guard let id = node["id"], !["tableView", "outlineView", "window"].contains(node.name),
                node.children.contains(where: { $0.name == "rect" && $0["key"] == "frame" })
            else { return }
            views[id] = node
        }
        let resolver = IBBackgroundResolver(decoder: decoder)
        var out: [String: NibTableLayer] = [:]
        for outlet in owner.child("connections")?.children ?? [] where outlet.name == "outlet" {
            guard let property = outlet["property"], let view = outlet["destination"].flatMap({ views[$0] }),
                case .found(let found) = resolver.background(of: view)
            else { continue }
            let name = resolver.describe(view)
            let evidence =
                found.evidence == "own background"
                ? "\(name)'s own background" : "\(name) draws no background; under it: \(found.evidence)"
            out[property] = NibTableLayer(
                background: found.color, over: found.over, evidence: evidence, review: found.review, table: name,
                line: view.line, document: document, onPlacedRoot: found.onPlacedRoot)
        }
        return out
    }

    /// The styles of the document's UIKit tables (`style="grouped"`; none written is `plain`), by the class whose code
    /// has them: a storyboard scene's controller, a xib's File's Owner.
    func tableStyles() -> [String: Set<String>] {
        var styles: [String: Set<String>] = [:]
        root.forEachDescendant { node in
            guard node.name == "tableView",
                let top = ([node] + node.ancestors).first(where: { $0.parent?.name == "objects" }),
                let owner = decoder.isStoryboard
                    ? top["customClass"]
                    : top.parent?.children.first(where: { $0["placeholderIdentifier"] == "IBFilesOwner" })?[
                        "customClass"]
            else { return }
            styles[owner, default: []].insert(node["style"] ?? "plain")
        }
        return styles
    }

    /// The document's owner (a xib's File's Owner, a storyboard scene's controller) and the custom classes of the
    /// element and its ancestors, owner first, each once.
    func codeClasses(of element: IBNode) -> [String] {
        var classes: [String] = []
        let chain = [element] + element.ancestors
        if let top = chain.last(where: { $0.parent?.name == "objects" }), let objects = top.parent,
            let owner = objects.children.first(where: {
                $0["id"] == "-2" || $0["placeholderIdentifier"] == "IBFilesOwner"
            })?["customClass"]
        {
            classes.append(owner)
        }
        for node in chain { if let name = node["customClass"], !classes.contains(name) { classes.append(name) } }
        return classes
    }

    func site(_ element: IBNode, key: String, stateTitle: String?) -> UsageSite {
        let id = element["id"] ?? element.ancestors.first { $0["id"] != nil }?["id"]
        let text =
            element["text"] ?? stateTitle ?? element["title"] ?? element["placeholder"] ?? element["placeholderString"]
            ?? element.child("accessibility")?["identifier"]
        return UsageSite(
            location: SourceLocation(path: decoder.path, line: element.line, keyPath: key), elementID: id,
            elementClass: element["customClass"].map { "\(element.name) (\($0))" } ?? element.name, text: text)
    }

    /// `Main.storyboard:42: warning: label abc-12-xyz ("Title"): text color (textColor) not checked: …`
    func diagnostic(_ site: UsageSite, _ message: String) -> Diagnostic {
        var location = site.location
        location.keyPath = "\(site.elementID ?? "?")/\(site.location.keyPath ?? "")"
        let name = [site.elementClass, site.elementID].compactMap { $0 }.joined(separator: " ")
        let text = site.text.map { " (\"\($0)\")" } ?? ""
        return .warning(location, "\(name)\(text): \(message)")
    }

    /// Whether `node` has a descendant element named `name`.
    static func holds(_ node: IBNode, _ name: String) -> Bool {
        var found = false
        node.forEachDescendant { if $0.name == name { found = true } }
        return found
    }
}
