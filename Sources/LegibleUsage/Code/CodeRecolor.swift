import Foundation
import LegiblePalette

/// Code that recolors a storyboard or xib element replaces what the document says: the class holding the element's
/// outlet (`OutletBinding`) sets `outlet.textColor` or `outlet.backgroundColor` (`CodeColorAssignments`). When every
/// such assignment reads as the same color (`CodeColorValue`), the pair takes it, and its evidence says where; when
/// one cannot be read, or they differ (a color per state or theme), the pair needs review, naming the lines.
enum CodeRecolor {
    static func apply(
        _ code: CodeColorAssignments, palette: Palette, swift: CodeSwiftColors? = nil, to scan: inout UsageScan
    ) {
        let bindings = scan.outlets
        var outlets: [String: OutletBinding] = [:]
        for outlet in scan.outlets { outlets[outlet.path + "\u{0}" + outlet.elementID] = outlet }
        // Pairs whose text color code sets per branch (`branchPairs`): replaced by a pair per branch after the walk.
        var branches: [Int: [ObservedPair]] = [:]
        for index in scan.pairs.indices {
            let site = scan.pairs[index].site
            // A text color, or a button's title color in the normal state (`setTitleColor(_:for: .normal)`).
            let keyPath = site.location.keyPath ?? ""
            let key = ["titleColor", "titleColor[normal]"].contains(keyPath) ? "titleColor" : keyPath
            // A field's placeholder is drawn in the placeholder color, whatever code sets as its text color.
            let isPlaceholder = site.condition == IBPlaceholder.emptyCondition
            let isText =
                scan.pairs[index].role != .nonText && ["textColor", "titleColor"].contains(key) && !isPlaceholder
            // The element's own class may color itself (`textColor = …` from its `init(coder:)` or `awakeFromNib`,
            // in it or an app superclass): that replaces the document's color, and its owner's code runs after.
            if isText, let own = ownClass(of: scan.pairs[index]),
                !assignments(code, own, key: key, outlets: bindings).isEmpty,
                outlet(of: scan.pairs[index], in: outlets).map({ assignments(code, $0, key: key, outlets: bindings) })?
                    .isEmpty ?? true
            {
                if let split = branchPairs(
                    scan.pairs[index], assignments(code, own, key: key, outlets: bindings),
                    what: "\(own.ownerClass) sets \(own.property).\(key)", inType: own.ownerClass, code: code,
                    palette: palette, swift: swift)
                {
                    branches[index] = split
                    continue
                }
                recolor(
                    &scan.pairs[index], own, key: key, code: code, palette: palette, swift: swift, outlets: bindings
                ) { $0.foreground = $1 }
            }
            guard let outlet = outlet(of: scan.pairs[index], in: outlets) else { continue }
            if isText {
                if let split = branchPairs(
                    scan.pairs[index], assignments(code, outlet, key: key, outlets: bindings),
                    what: "\(outlet.ownerClass) sets \(outlet.property).\(key)", inType: outlet.ownerClass,
                    code: code, palette: palette, swift: swift)
                {
                    branches[index] = split
                    continue
                }
                recolor(
                    &scan.pairs[index], outlet, key: key, code: code, palette: palette, swift: swift,
                    outlets: bindings
                ) { $0.foreground = $1 }
                if scan.pairs[index].review == nil, assignments(code, outlet, key: key, outlets: bindings).isEmpty {
                    scan.pairs[index].review = untypedChain(code, outlet, key: key)
                }
                // A style or theme function the outlet is handed to may set its colors: not followed, so review.
                if let style = assignments(code, outlet, key: "style", outlets: bindings)
                    .first,
                    scan.pairs[index].review == nil
                {
                    scan.pairs[index].review = ReviewReason(
                        .setInCode,
                        "\(outlet.ownerClass) hands \(outlet.property) to \(style.value) "
                            + "(\(place(style.location))), which may set its colors"
                    )
                }
                // An attributed string set in code may color the text itself: what it shows is not read.
                if let attributed = assignments(code, outlet, key: "attributedText", outlets: bindings).first,
                    scan.pairs[index].review == nil
                {
                    scan.pairs[index].review = ReviewReason(
                        .setInCode,
                        "\(outlet.ownerClass) sets \(outlet.property)'s attributed text in code "
                            + "(\(place(attributed.location))), whose colors Legible does not read"
                    )
                }
            }
        }
        if !branches.isEmpty {
            var expanded: [ObservedPair] = []
            for (index, pair) in scan.pairs.enumerated() { expanded += branches[index] ?? [pair] }
            scan.pairs = expanded
        }
        // Backgrounds: the nearest of the views between the text and the layer found (an outlet, or an element whose
        // class sets its own background: `view.layer?.backgroundColor = …` in a controller, `layer?.backgroundColor`
        // in a view class) whose background code sets.
        for index in scan.pairs.indices where !scan.pairs[index].crossed.isEmpty {
            let path = scan.pairs[index].site.location.path
            var cleared: (OutletBinding, SourceLocation)?
            var recolored = false
            var views = scan.pairs[index].crossed
            var k = 0
            while k < views.count {
                let view = views[k]
                k += 1
                var setters: [OutletBinding] = []
                if let outlet = outlets[path + "\u{0}" + view.id] {
                    setters.append(outlet)
                } else if view.id == scan.pairs[index].site.elementID,
                    let outlet = outlet(of: scan.pairs[index], in: outlets)
                {
                    setters.append(outlet) // an AppKit cell: its control's outlet
                }
                if let custom = view.customClass {
                    setters.append(OutletBinding(path: path, elementID: view.id, ownerClass: custom, property: "self"))
                }
                // A scroll view's background is drawn by its clip view (`NSScrollView.drawsBackground`,
                // `backgroundColor` forward to its content view): code setting the scroll view's sets the clip view's.
                if view.tag == "clipView", let at = scan.pairs[index].ancestors.firstIndex(of: view),
                    at + 1 < scan.pairs[index].ancestors.count, scan.pairs[index].ancestors[at + 1].tag == "scrollView",
                    let scroll = outlets[path + "\u{0}" + scan.pairs[index].ancestors[at + 1].id]
                {
                    setters.append(scroll)
                }
                // A view on the way handed to a style or theme function may get its background there: review.
                if scan.pairs[index].review == nil,
                    let (setter, style) = setters.compactMap({ s in
                        assignments(code, s, key: "style", outlets: bindings).first.map { (s, $0) }
                    }).first
                {
                    scan.pairs[index].review = ReviewReason(
                        .setInCode,
                        "\(setter.ownerClass) hands \(setter.property) to \(style.value) "
                            + "(\(place(style.location))), which may set its background"
                    )
                }
                // `box.fillColor = …`: a framework view's fill (an NSBox's, drawn when its type is custom) is its
                // background; what a view of the app's own class does with a fill is its drawing code's, not read.
                if let custom = view.customClass, scan.pairs[index].review == nil,
                    let (setter, fill) = setters.lazy.compactMap({ s in
                        assignments(code, s, key: "fillColor", outlets: bindings).first.map { (s, $0) }
                    }).first
                {
                    scan.pairs[index].review = ReviewReason(
                        .customDrawing,
                        "\(setter.ownerClass) sets \(setter.property == "self" ? "its" : setter.property + "'s") "
                            + "fillColor to \(fill.shown) (\(place(fill.location))), which \(custom) draws in its own "
                            + "code, not read")
                    break
                }
                let fills = view.customClass == nil ? ["backgroundColor", "fillColor"] : ["backgroundColor"]
                guard
                    let (setter, key) = setters.lazy.compactMap({ s in
                        fills.first { !assignments(code, s, key: $0, outlets: bindings).isEmpty }.map { (s, $0) }
                    }).first
                else {
                    // No code gives it a fill: a view of the app's class that draws itself (`draw(_:)`, `drawRect:`,
                    // `updateLayer`) paints what its drawing code says, not read.
                    if let custom = view.customClass, scan.pairs[index].review == nil,
                        !isElement(view, of: scan.pairs[index]),
                        let (drawer, at) = code.drawingClass(of: custom)
                    {
                        scan.pairs[index].review = ReviewReason(
                            .customDrawing,
                            "\(custom) (view \(view.id)) under it draws itself"
                                + (drawer == custom ? "" : " (its superclass \(drawer))")
                                + " in code (\(place(at))), which Legible does not read")
                        break
                    }
                    // Set through a property whose class is not known: the document's background is not proven.
                    if scan.pairs[index].review == nil,
                        let unknown = setters.lazy.compactMap({ s in
                            fills.lazy.compactMap { untypedChain(code, s, key: $0) }.first
                        }).first
                    {
                        scan.pairs[index].review = unknown
                        break
                    }
                    continue
                }
                // A clear background (`backgroundColor = .clear`) draws nothing: what is below shows through.
                let values = assignments(code, setter, key: key, outlets: bindings)
                    .map { CodeColorValue.resolve($0.value, palette: palette, at: $0.location) }
                if values.allSatisfy({ if case .inline(let c)? = $0 { SwiftViewDefaults.isClear(c) } else { false } }) {
                    if cleared == nil,
                        let at = assignments(code, setter, key: key, outlets: bindings).first?.location
                    {
                        cleared = (setter, at)
                    }
                    // The view whose own background was the layer, made clear: the document's layer under it shows,
                    // and code may paint the views out to it (`LayerBeneath`).
                    if k == views.count, let beneath = scan.pairs[index].beneath.first, let (setter, at) = cleared {
                        scan.pairs[index].beneath.removeFirst()
                        scan.pairs[index].background = beneath.background
                        scan.pairs[index].over = beneath.over
                        scan.pairs[index].review = scan.pairs[index].review ?? beneath.review
                        scan.pairs[index].evidence +=
                            "; \(setter.ownerClass) makes \(setter.property == "self" ? "its view" : setter.property) "
                            + "clear (\(place(at))), so what is under it shows: \(beneath.evidence)"
                        views += beneath.crossed.filter { !views.contains($0) }
                        scan.pairs[index].crossed = views
                        cleared = nil
                    }
                    continue
                }
                recolored = true
                // What painting this view leaves unread (a color per theme, per state): the layer under the element is
                // not known, whatever else the pair's review says, for view code over it (`OutletLayersAfterCode`).
                var probe = scan.pairs[index]
                probe.review = nil
                recolor(
                    &probe, setter, key: key, code: code, palette: palette, swift: swift,
                    outlets: bindings
                ) { pair, color in pair.background = color }
                if probe.background == scan.pairs[index].background, let unread = probe.review {
                    scan.pairs[index].layerUnread = unread
                }
                recolor(
                    &scan.pairs[index], setter, key: key, code: code, palette: palette, swift: swift,
                    outlets: bindings
                ) { pair, color in
                    pair.background = color
                    pair.over = nil
                    pair.xibCellNib = nil
                    // The host no longer matters: the code paints this view.
                    if pair.review?.kind == .hostUnknown,
                        pair.nibRoot != nil || pair.evidence.hasPrefix("assumed: the platform's base background")
                    {
                        pair.review = nil
                    }
                    if pair.onHostMaterial {
                        pair.review = nil
                        pair.onHostMaterial = false
                    }
                }
                break
            }
            // Code makes a view clear and nothing above it in the document draws: the platform default assumed there
            // (a cell's, a scene's) is gone, and what shows through is the view that shows it, which the document
            // does not say.
            let evidence = scan.pairs[index].evidence
            if !recolored, let (setter, at) = cleared, scan.pairs[index].review == nil,
                evidence.hasPrefix("assumed:") || evidence.hasPrefix("scene default")
                    || evidence.hasPrefix("default background of a") && evidence.contains("table's cell")
            {
                scan.pairs[index].review = ReviewReason(
                    .hostUnknown,
                    "\(setter.ownerClass) makes \(setter.property == "self" ? "its view" : setter.property) clear "
                        + "(\(place(at))): what shows through is the view that shows it, which the document does not say"
                )
            }
        }
    }

    /// Whether a crossed view is the text's own element, or the control an AppKit cell draws for: its own drawing is
    /// the text's, not a layer under it.
    static func isElement(_ view: ObservedPair.CrossedView, of pair: ObservedPair) -> Bool {
        guard let k = pair.crossed.firstIndex(of: view) else { return false }
        if view.id == pair.site.elementID { return true }
        return k == 1 && pair.crossed[0].id == pair.site.elementID
            && pair.site.elementClass?.split(separator: " ").first?.hasSuffix("Cell") == true
    }

    /// Review when code sets `key` on a view named as `outlet`'s property through another class's property whose
    /// class the declarations do not give (`CodeMemberTypes`): the document's color is no longer proven.
    static func untypedChain(_ code: CodeColorAssignments, _ outlet: OutletBinding, key: String) -> ReviewReason? {
        guard outlet.property != "self", let a = code.untypedChainAssignments(property: outlet.property, key: key).first
        else { return nil }
        let chain = ((a.through ?? []) + [CodeMemberTypes.bare(outlet.property)]).joined(separator: ".")
        return ReviewReason(
            .setInCode,
            "\(a.assigner ?? "code") sets \(chain).\(key) to \(a.shown) (\(place(a.location))), through a property "
                + "whose class Legible does not know; \(outlet.ownerClass).\(outlet.property) may be that view")
    }

    /// The first of the pair's classes (`ObservedPair.codeClasses`) that `facts` has, with its fact.
    static func firstClass<Fact>(of pair: ObservedPair, in facts: [String: Fact]) -> (String, Fact)? {
        pair.codeClasses.lazy.compactMap { c in facts[c].map { (c, $0) } }.first
    }

    /// A static table's cell (`dataMode="static"`) whose controller sets another data source in code is not shown:
    /// the pair needs review, naming the line.
    ///
    /// Likewise a prototype cell of a document whose owner registers cells in code (another nib or class): the
    /// prototype may never be the cell shown.
    /// Never shown outweighs a host not known (`applyPresentations`): where it would be shown does not matter.
    static func applyCellsNotShown(_ code: CodeColorAssignments, to scan: inout UsageScan) {
        for index in scan.pairs.indices
        where scan.pairs[index].review == nil || scan.pairs[index].review?.kind == .hostUnknown {
            let pair = scan.pairs[index]
            if pair.inStaticTable, let (owner, at) = firstClass(of: pair, in: code.replacedDataSources) {
                scan.pairs[index].review = ReviewReason(
                    .notShown,
                    "\(owner) sets its table's data source in code (\(place(at))): the storyboard's static cells may "
                        + "never be shown")
            } else if pair.inPrototypeCell, let (owner, at) = firstClass(of: pair, in: code.registeredCells),
                !dequeuesOwnPrototype(pair, owner: owner, code)
            {
                scan.pairs[index].review = ReviewReason(
                    .notShown,
                    "\(owner) registers its cells in code (\(place(at))): this prototype cell may never be the one "
                        + "shown")
            }
        }
    }

    /// Whether the pair's prototype cell is one its table's class dequeues by its identifier and registers no other
    /// cell under (`CodeCellIdentifiers`): shown, whatever else the class registers.
    static func dequeuesOwnPrototype(_ pair: ObservedPair, owner: String, _ code: CodeColorAssignments) -> Bool {
        guard let identifier = pair.cell?.reuseIdentifier else { return false }
        return code.cellIdentifiers.dequeuesOwnPrototype(identifier, owner: owner)
    }

    /// A cell view in a view-based table's document whose owner builds every cell view in code
    /// (`tableView(_:viewFor:row:)` without `makeView(withIdentifier:owner:)`) is never drawn: no pair and no text
    /// use, like a title color no title shows.
    static func applyCellViewsBuiltInCode(_ code: CodeColorAssignments, to scan: inout UsageScan) {
        let builders = code.cellViewsBuiltInCode
        guard !builders.isEmpty else { return }
        let before = scan.pairs.count
        scan.pairs.removeAll { pair in
            pair.inPrototypeCell && pair.codeClasses.first.map { builders[$0] != nil } == true
        }
        scan.elementsWithTextColor -= before - scan.pairs.count
        scan.textColorsNotDrawn += before - scan.pairs.count
    }

    /// A button with no title that shows an image (`IBUntitledButtons`) draws its title color only when code gives it
    /// a title through its outlet (`setTitle(_:for:)`, `title =`, a configuration); otherwise it is no pair, like one
    /// no outlet holds. `code` is nil when the app has no code.
    static func applyUntitledButtons(_ code: CodeColorAssignments?, to scan: inout UsageScan) {
        guard scan.pairs.contains(where: \.untitledButton) else { return }
        var outlets: [String: OutletBinding] = [:]
        for outlet in scan.outlets { outlets[outlet.path + "\u{0}" + outlet.elementID] = outlet }
        // Each title color is one text use (`InterfaceBuilderReader`): one that is no pair is no use either.
        let before = scan.pairs.count
        scan.pairs.removeAll { pair in
            guard pair.untitledButton else { return false }
            guard let code, let outlet = outlet(of: pair, in: outlets) else { return true }
            return ["title", "attributedText"].allSatisfy {
                assignments(code, outlet, key: $0, outlets: scan.outlets).isEmpty
            }
        }
        scan.elementsWithTextColor -= before - scan.pairs.count
        scan.textColorsNotDrawn += before - scan.pairs.count
    }

    /// A macOS window its controller shows as a sheet (`hostWindow.beginSheet(window, …)`, `[_mainWindow
    /// beginSheet:_settingsWindow …]` in the class that holds the window's outlet): AppKit draws the sheet material
    /// under its content, not the window background, so a pair in that window that sits on the window default needs
    /// review.
    static func applySheets(_ code: CodeColorAssignments, to scan: inout UsageScan) {
        var sheetWindows: [String: [(id: String, owner: String, at: SourceLocation)]] = [:]
        for outlet in scan.outlets {
            if let at = code.sheets[outlet.ownerClass]?[outlet.property] {
                sheetWindows[outlet.path, default: []].append((outlet.elementID, outlet.ownerClass, at))
            }
        }
        guard !sheetWindows.isEmpty else { return }
        for index in scan.pairs.indices where scan.pairs[index].review == nil {
            let pair = scan.pairs[index]
            guard pair.evidence.hasPrefix("scene default") || pair.evidence.hasPrefix("assumed:"),
                let sheet = sheetWindows[pair.site.location.path]?.first(where: { window in
                    pair.crossed.contains { $0.id == window.id }
                })
            else { continue }
            scan.pairs[index].review = ReviewReason(
                .blur,
                "\(sheet.owner) shows this window as a sheet (\(place(sheet.at))): "
                    + "macOS draws the sheet material under its content, not the window background")
        }
    }

    /// `File.swift:12`, for a reason or evidence.
    static func place(_ location: SourceLocation) -> String {
        location.fileAndLine
    }

    /// A storyboard or xib pair whose owner or custom view class is not among the code read: that class's code may
    /// set the text color or the background, or present the view as a sheet or popover, so the pair needs review,
    /// naming the class (pass the folder that declares it to check the pair).
    static func applyUnreadClasses(_ declared: Set<String>, to scan: inout UsageScan) {
        for index in scan.pairs.indices where scan.pairs[index].review == nil {
            guard
                let missing = scan.pairs[index].codeClasses.first(where: {
                    !declared.contains($0) && !IBElementKinds.isFrameworkClass($0)
                })
            else { continue }
            scan.pairs[index].review = ReviewReason(
                .styleNotRead,
                "the code of \(missing) is not among the files read: it may recolor this element "
                    + "or show it on another background")
        }
    }

    /// The outlet bound to the pair's element, or to the control an AppKit cell belongs to (the outlet of a
    /// `textField` holds the text field; the color is its `textFieldCell`'s).
    static func outlet(of pair: ObservedPair, in outlets: [String: OutletBinding]) -> OutletBinding? {
        guard let id = pair.site.elementID else { return nil }
        let path = pair.site.location.path + "\u{0}"
        if let outlet = outlets[path + id] { return outlet }
        guard pair.site.elementClass?.split(separator: " ").first?.hasSuffix("Cell") == true, pair.crossed.count > 1,
            pair.crossed[0].id == id
        else { return nil }
        return outlets[path + pair.crossed[1].id]
    }

    /// What the code sets on this outlet (`key`), of the assignments that apply to it (`applies`).
    static func assignments(
        _ code: CodeColorAssignments, _ outlet: OutletBinding, key: String, outlets: [OutletBinding]
    )
        -> [CodeColorAssignments.Assignment]
    {
        code.assignments(ofClass: outlet.ownerClass, property: outlet.property, key: key)
            .filter { applies($0, to: outlet, code: code, outlets: outlets) }
    }

    /// Code in another class that sets this outlet through a local (`CodeLocalBinding`) applies to a custom class's
    /// outlet wherever it is used; to a framework class's (`NSTableCellView.textField`, shared by every table) only
    /// in a document where that class is connected (it is the document's owner or holds one of its outlets).
    static func applies(
        _ assignment: CodeColorAssignments.Assignment, to outlet: OutletBinding, code: CodeColorAssignments,
        outlets: [OutletBinding]
    ) -> Bool {
        // A document's element of the class is made by `init(coder:)`: what another initializer sets never applies.
        if outlet.property == "self", assignment.inProgrammaticInit { return false }
        // The other platform's class of the same name (an app's iOS and Mac targets) is other code.
        if let mac = outlet.isMac, let codeIsMac = code.macFiles[assignment.location.path], mac != codeIsMac {
            return false
        }
        guard let assigner = assignment.assigner, IBElementKinds.isFrameworkClass(outlet.ownerClass) else {
            return true
        }
        return outlets.contains { $0.path == outlet.path && $0.ownerClass == assigner }
    }

    /// A controller code presents (`CodeColorAssignments.presented`) shows its document's views there: on iOS at the
    /// elevated level (dark system backgrounds lighter); on macOS as a sheet, on the sheet material (pairs on the
    /// default need review).
    ///
    /// A view or controller of Swift code that no code read shows (`CodeColorAssignments.unknownShowing`), on a
    /// background that the elevated level changes, needs review: it may be in a sheet.
    ///
    /// A storyboard scene no segue or reference shows (`ObservedPair.shownByCode`) is code's to show, as a xib is,
    /// unless it is (or is shown from) the initial scene of a main interface (`mainInterfaces`; when no file names
    /// one, every storyboard's initial scene is taken as shown by UIKit, at the base level).
    static func applyPresentations(
        _ code: CodeColorAssignments, mainInterfaces: AppleMainInterfaces? = nil, to scan: inout UsageScan
    ) {
        func isCodeShownScene(_ pair: ObservedPair) -> Bool {
            guard let scene = pair.shownByCode else { return false }
            guard scene.rootIsInitial else { return true }
            guard let main = mainInterfaces, main.found else { return false }
            return !main.names.contains(scene.document)
        }
        // Classes a storyboard or xib names: the document shows them (or says where it is loaded).
        let documentClasses = Set(scan.outlets.map(\.ownerClass)).union(
            scan.pairs.filter { !$0.crossed.isEmpty }.flatMap(\.codeClasses))
        // A class shown in a sheet from one host and on the base level from the others: a pair per host.
        var perHost: [Int: [ObservedPair]] = [:]
        defer {
            if !perHost.isEmpty {
                scan.pairs = scan.pairs.indices.flatMap { perHost[$0] ?? [scan.pairs[$0]] }
            }
        }
        for index in scan.pairs.indices {
            let pair = scan.pairs[index]
            let path = pair.site.location.path
            guard let (owner, how) = firstClass(of: pair, in: code.presented) ?? sceneRoot(of: pair, in: code.presented)
            else {
                // Swift view code, and xibs (shown by whatever code loads them; a storyboard's scenes are shown by
                // its segues).
                if pair.review == nil,
                    pair.crossed.isEmpty || pair.site.location.path.hasSuffix(".xib") || isCodeShownScene(pair),
                    let owner = pair.codeClasses.first(where: { code.unknownShowing($0, at: path) != nil }),
                    let root = code.unknownShowing(owner, at: path),
                    ApplePresentationLevel.elevated(pair.background).changed
                {
                    let shows = root == owner ? owner : "\(root) (which shows \(owner))"
                    // A factory's value handed on where Legible does not follow it: that is why.
                    let why = code.unfollowedFactory(root).map { "\(root) (which shows \(owner)): \($0)" }
                    scan.pairs[index].review = ReviewReason(
                        .hostUnknown,
                        (why ?? "no code read creates or shows \(shows)")
                            + ", so whether it is in a sheet or popover (where dark mode uses the elevated system "
                            + "backgrounds) is not known")
                } else if pair.review == nil, pair.crossed.isEmpty,
                    let owner = pair.codeClasses.first(where: { c in
                        code.unknownShowing(c, at: path) == c && !code.namesakeModules(of: c, at: path).isEmpty
                    }),
                    !documentClasses.contains(owner)
                {
                    // Swift view code of a class no code read creates, while another module's class of the same name
                    // is the one code creates: this one may never be shown.
                    let others = code.namesakeModules(of: owner, at: path).joined(separator: ", ")
                    scan.pairs[index].review = ReviewReason(
                        .notShown,
                        "no code read creates this \(owner); code creates the one of the same name in \(others)")
                }
                continue
            }
            let at = place(how.at)
            // A route of the app's router shows the first class, or a `present` call does.
            let presents = how.route.map { "the route \($0) shows" } ?? "presents"
            let shows =
                how.via.isEmpty
                ? (how.route == nil ? "code " : "") + "\(presents) \(owner) as \(how.style) (\(at))"
                : "code shows \(owner) in \(how.via.joined(separator: " → ")) and \(presents) \(how.via[0]) as \(how.style) (\(at))"
            switch how.sheet {
            case .unknownRoute:
                let first = how.via.first ?? owner
                guard pair.review == nil, ApplePresentationLevel.elevated(pair.background).changed else { continue }
                scan.pairs[index].review = ReviewReason(
                    .hostUnknown,
                    (how.via.isEmpty ? "" : "code shows \(owner) in \(how.via.joined(separator: " → ")); ")
                        + "the route \(how.route ?? "") (\(at)) shows \(first) with a presentation style worked out "
                        + "at run time (\(how.style)), so whether it is in a sheet (where dark mode uses the elevated "
                        + "system backgrounds) is not known")
            case .iOSSheet:
                // tvOS has no sheets: a presented controller is full screen.
                if scan.appleTVDocuments.contains(path) { continue }
                let color = ApplePresentationLevel.elevated(pair.background),
                    over = pair.over.map(ApplePresentationLevel.elevated)
                guard color.changed || over?.changed == true else { continue }
                if !how.alsoCreatedBy.isEmpty {
                    guard pair.review == nil else { continue }
                    if let hosts = SeveralHosts(owner, how, shows: shows, code: code) {
                        perHost[index] = hosts.pairs(of: scan.pairs[index], elevated: color.color, over: over?.color)
                    } else {
                        scan.pairs[index].review = ReviewReason(
                            .hostUnknown, Self.severalHosts(owner, how, shows: shows, "elevated system backgrounds"))
                    }
                    continue
                }
                scan.pairs[index].background = color.color
                scan.pairs[index].over = over?.color
                scan.pairs[index].evidence += "; \(shows), so dark mode uses the elevated system backgrounds"
            case .macSheet:
                guard pair.review == nil,
                    pair.evidence.hasPrefix("scene default") || pair.evidence.hasPrefix("assumed:")
                else { continue }
                scan.pairs[index].review =
                    how.alsoCreatedBy.isEmpty
                    ? ReviewReason(
                        .blur, "\(shows): macOS draws the sheet material under its content, not the window background")
                    : ReviewReason(.hostUnknown, Self.severalHosts(owner, how, shows: shows, "sheet material"))
            }
        }
    }

    /// A storyboard scene only code shows, reached by segues from a scene whose class code presents
    /// (`IBPresentationRoutes.ShownByCode.rootClass`: the root of a navigation controller code presents, and what its
    /// show segues lead to): shown in that presentation, through that class.
    static func sceneRoot(
        of pair: ObservedPair, in presented: [String: CodePresentations.Shown]
    ) -> (String, CodePresentations.Shown)? {
        guard let root = pair.shownByCode?.rootClass, var how = presented[root] else { return nil }
        guard let owner = pair.codeClasses.first, owner != root else { return (root, how) }
        how.via.append(root)
        return (owner, how)
    }

    /// Why a class shown in a sheet from one host and created by other classes not in one has no one level.
    static func severalHosts(_ owner: String, _ how: CodePresentations.Shown, shows: String, _ what: String) -> String {
        let others = how.alsoCreatedBy.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
        let listed =
            others.prefix(3).joined(separator: ", ") + (others.count > 3 ? " and \(others.count - 3) more" : "")
        return "\(shows), where dark mode uses the \(what), but \(owner) is also created by \(listed), not shown in a "
            + "sheet: it has several hosts, on different levels"
    }

    /// The first assignment that holds only under a condition the code read cannot decide, unless the branch that
    /// does not take it sets the same view too (`if (row == 0) { …clearColor } else { …clearColor }`: then every
    /// branch sets it, and differing values make the pair need review as several colors).
    static func undecided(_ assignments: [CodeColorAssignments.Assignment]) -> CodeColorAssignments.Assignment? {
        let conditions = Set(assignments.compactMap(\.condition))
        return assignments.first { a in
            guard let condition = a.condition else { return false }
            return otherBranch(of: condition).map { !conditions.contains($0) } ?? true
        }
    }

    /// The condition of the other branch of the innermost `if`: `a and when b` → `a and unless b`; nil when the
    /// innermost condition is no `if` (a `switch` case, a guard).
    static func otherBranch(of condition: String) -> String? {
        var last: (range: Range<String.Index>, other: String)?
        for (marker, other) in [("when ", "unless "), ("unless ", "when ")] {
            var from = condition.startIndex
            while let r = condition.range(of: marker, range: from..<condition.endIndex) {
                if r.lowerBound == condition.startIndex || condition[..<r.lowerBound].hasSuffix(" and "),
                    last.map({ r.lowerBound > $0.range.lowerBound }) ?? true
                {
                    last = (r, other)
                }
                from = r.upperBound
            }
        }
        guard let last else { return nil }
        return condition.replacingCharacters(in: last.range, with: last.other)
    }

    /// The element's own custom class, as the holder of what its code sets on itself (`self`).
    /// An AppKit cell (`textFieldCell`) draws for its control: the control's class is the one that colors itself
    /// (`HFClickableTextField`'s `self.textColor = …` recolors the text of its cell).
    static func ownClass(of pair: ObservedPair) -> OutletBinding? {
        guard let id = pair.site.elementID, let k = pair.crossed.firstIndex(where: { $0.id == id }) else { return nil }
        var view = pair.crossed[k]
        if view.customClass == nil, pair.site.elementClass?.split(separator: " ").first?.hasSuffix("Cell") == true,
            k + 1 < pair.crossed.count
        {
            view = pair.crossed[k + 1]
        }
        guard let custom = view.customClass else { return nil }
        return OutletBinding(path: pair.site.location.path, elementID: view.id, ownerClass: custom, property: "self")
    }

    static func recolor(
        _ pair: inout ObservedPair, _ outlet: OutletBinding, key: String, code: CodeColorAssignments, palette: Palette,
        swift: CodeSwiftColors? = nil, outlets: [OutletBinding], set: (inout ObservedPair, ObservedColor) -> Void
    ) {
        let assignments = Self.assignments(code, outlet, key: key, outlets: outlets)
        guard !assignments.isEmpty else { return }
        let setter = assignments[0].superclass.map { "\($0) (superclass of \(outlet.ownerClass))" } ?? outlet.ownerClass
        recolor(
            &pair, assignments, what: "\(setter) sets \(outlet.property).\(key)", inType: outlet.ownerClass, code: code,
            palette: palette, swift: swift, set: set)
    }

    /// Replaces the pair's color with what `assignments` (all of one view's `key`) set, described as `what`
    /// (`StoryCell sets byline.textColor`); review when one cannot be read, they differ, or one runs under a
    /// condition the code read cannot decide.
    static func recolor(
        _ pair: inout ObservedPair, _ assignments: [CodeColorAssignments.Assignment], what: String, inType: String,
        code: CodeColorAssignments, palette: Palette, swift: CodeSwiftColors?,
        set: (inout ObservedPair, ObservedColor) -> Void
    ) {
        guard !assignments.isEmpty else { return }
        if let conditional = undecided(assignments), let condition = conditional.condition {
            if pair.review == nil {
                pair.review = ReviewReason(
                    .setInCode,
                    "\(what) to \(conditional.shown) only \(condition) (\(place(conditional.location))), which Legible "
                        + "cannot decide for this element")
            }
            return
        }
        // Plain forms first; other Swift expressions evaluated in the class whose code holds them.
        let resolved = assignments.map {
            color(of: $0, inType: inType, code: code, palette: palette, swift: swift)
        }
        let colors = resolved.map { try? $0.get() }
        if let k = colors.firstIndex(where: { $0 == nil }) {
            if pair.review == nil {
                let unread = assignments[k]
                var why = ""
                if case .failure(let problem) = resolved[k], problem.message != "not a plain color" {
                    why = ": " + problem.message
                }
                pair.review = ReviewReason(
                    .setInCode,
                    "\(what) to \(unread.shown) (\(place(unread.location))), which Legible cannot read" + why)
            }
            return
        }
        let distinct = Set(colors.compactMap { $0?.identity })
        guard distinct.count == 1, let color = colors.first ?? nil else {
            if pair.review == nil {
                pair.review = ReviewReason(
                    .setInCode,
                    "\(what) to \(distinct.count) different colors (\(assignments.map { place($0.location) }.joined(separator: ", ")))"
                )
            }
            return
        }
        set(&pair, color)
        pair.evidence +=
            "; \(what) to \(assignments[0].shown) in code (\(assignments.map { place($0.location) }.joined(separator: ", "))), which replaces the document's"
    }
}
