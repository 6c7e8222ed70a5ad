import LegiblePalette

/// What text in a macOS xib's top-level view is drawn on when nothing in the document draws under it
/// (`ObservedPair.nibRoot`): the host code places that view in (`NibPlacement`), never a window assumed.
///
/// | placed in | background |
/// |---|---|
/// | a window's content view (`window?.contentView?.addSubview(vc.view)`, `contentViewController =`) | the window's background as its class's code sets it (`window.backgroundColor = …`, `[window setBackgroundColor:…]`), else `windowBackgroundColor`; review when the class shows that window as a sheet, or when that window is a HUD panel of the class's own xib (`NSWindow.StyleMask.hudWindow`, `HUD="YES"`: "a transparent panel", Apple documentation), drawn on its dark translucent material |
/// | a window of its own (`NSWindow(contentViewController:)`, `presentAsModalWindow`) | `windowBackgroundColor` |
/// | an `NSPopover` | review: the popover's vibrant material blends what is behind it |
/// | a view a property of the class holds (`sidebarView.addSubview(vc.view)`, `view.addSubview(…)`) | that view's layer in the class's xib (`InterfaceDocument.viewLayers`): its own or its ancestors' background, a material's review, or (nothing drawn under it in its document) where code places that xib's root; code's `backgroundColor` on the view over it; review (host unknown) when no xib the class loads holds that outlet |
/// | another view (another controller's view), another call it is handed to | review naming the line |
/// | nowhere the code read says | review: host unknown (a controller code presents as a sheet is left to `CodeRecolor.applyPresentations`) |
///
/// Hosts that give different colors make the pair need review.
enum NibRootHosts {
    /// What the documents say about the hosts code names: a xib's HUD panels and its tables' layers, by document name
    /// and the File's Owner outlet holding each.
    struct Documents {
        var huds: [String: [String: Int]] = [:]
        var tables: [String: [String: NibTableLayer]] = [:]
        var views: [String: [String: NibTableLayer]] = [:]

        init(_ documents: [InterfaceDocument] = []) {
            for document in documents {
                for (outlet, line) in document.hudWindows { huds[document.name, default: [:]][outlet] = line }
                for (outlet, layer) in document.tableLayers { tables[document.name, default: [:]][outlet] = layer }
                for (outlet, layer) in document.viewLayers { views[document.name, default: [:]][outlet] = layer }
            }
        }
    }

    static func apply(
        _ code: CodeColorAssignments, palette: Palette, swift: CodeSwiftColors?, to scan: inout UsageScan
    ) {
        let documents = Documents(scan.interfaceDocuments)
        for index in scan.pairs.indices {
            guard let root = scan.pairs[index].nibRoot else { continue }
            let pair = scan.pairs[index]
            // What the document itself says under the text (a material, an overlap) stays; only the assumed host goes.
            guard pair.review == nil || pair.review?.kind == .hostUnknown else { continue }
            if var out = resolve(pair, root: root, code: code, palette: palette, swift: swift, documents: documents) {
                // A review the host gives is about what lies under the root view: code painting (or a write that may
                // paint) a view between the text and the root says more (`CodeRecolor`, `UnattributedRecolor`).
                out.onHostMaterial = out.review != nil
                scan.pairs[index] = out
            }
        }
    }

    /// The pair as the hosts code places the root view of `root` in show it; nil when it is left as it is (a
    /// controller code presents, for `CodeRecolor.applyPresentations`). `depth` bounds the tables followed into the
    /// xibs that hold them.
    static func resolve(
        _ pair: ObservedPair, root: NibRoot, code: CodeColorAssignments, palette: Palette, swift: CodeSwiftColors?,
        documents: Documents, depth: Int = 0
    ) -> ObservedPair? {
        var out = pair
        var placements = code.placements(ofNib: root.nib)
        // Code that places it itself says more than a call it is also handed to.
        if placements.contains(where: { if case .handed = $0.host { false } else { true } }) {
            placements.removeAll { if case .handed = $0.host { true } else { false } }
        }
        guard !placements.isEmpty else {
            if let owner = root.ownerClass, code.presented[owner] != nil { return nil }
            let owner = root.ownerClass.map { " (File's Owner \($0))" } ?? ""
            out.review = ReviewReason(
                .hostUnknown,
                "no view above it draws a background, and no code read places the root view of \(root.nib)\(owner) "
                    + "in a window, popover, view or table: what it is drawn on is not known")
            return out
        }
        let outcomes = placements.map {
            placed(pair, $0, code: code, palette: palette, swift: swift, documents: documents, depth: depth)
        }
        if let reviewed = outcomes.first(where: { $0.review != nil }) {
            out.review = reviewed.review
            return out
        }
        let colors = Set(outcomes.map { [$0.background.identity, $0.over?.identity] })
        guard colors.count == 1 else {
            let places = placements.map { CodeRecolor.place($0.at) }.joined(separator: ", ")
            out.review = ReviewReason(
                .hostUnknown,
                "code places the root view of \(root.nib) in windows or tables of different backgrounds (\(places))")
            return out
        }
        out = outcomes[0]
        if outcomes.count > 1 {
            out.evidence += " (and \(outcomes.count - 1) more place\(outcomes.count == 2 ? "" : "s") alike)"
        }
        return out
    }

    /// The pair as it is in one host.
    static func placed(
        _ pair: ObservedPair, _ placement: NibPlacement, code: CodeColorAssignments, palette: Palette,
        swift: CodeSwiftColors?, documents: Documents = Documents(), depth: Int = 0
    ) -> ObservedPair {
        var out = pair
        out.review = nil
        let at = CodeRecolor.place(placement.at)
        func host(_ said: String) {
            // Whatever translucent layer the document has stays over the host.
            let assumed = pair.evidence.range(of: "assumed:").map { String(pair.evidence[..<$0.lowerBound]) } ?? ""
            out.evidence = assumed + "nothing above draws a background; " + said
        }
        switch placement.host {
        case .window(let owner, let property):
            if let sheet = code.sheets[owner]?[property] {
                out.review = ReviewReason(
                    .blur,
                    "\(owner) places it in \(property) (\(at)) and shows that window as a sheet "
                        + "(\(CodeRecolor.place(sheet))): macOS draws the sheet material under its content")
                return out
            }
            // The window is a HUD panel of the class's own xib: its content is on the panel's material.
            if let (nib, line) = code.documents(ofClass: owner).sorted().lazy.compactMap({ nib in
                documents.huds[nib]?[property].map { (nib, $0) }
            }).first {
                out.review = ReviewReason(
                    .blur,
                    "\(owner) places it in \(property) (\(at)), a HUD panel (\(nib).xib line \(line), "
                        + "HUD=\"YES\"): drawn on the panel's dark translucent material, which blends what is "
                        + "behind the panel")
                return out
            }
            host("\(owner) places its root view in \(property)'s content view (\(at)), on the window background")
            let assignments = code.assignments(ofClass: owner, property: property, key: "backgroundColor")
            CodeRecolor.recolor(
                &out, assignments, what: "\(owner) sets \(property).backgroundColor", inType: owner, code: code,
                palette: palette, swift: swift
            ) { pair, color in
                if pair.over != nil { pair.over = color } else { pair.background = color }
            }
        case .newWindow:
            host("code shows its root view in a window of its own (\(at)), on the window background")
        case .popover:
            out.review = ReviewReason(
                .blur,
                "code shows its root view in an NSPopover (\(at)): drawn on the popover's vibrant material, which "
                    + "blends what is behind the popover")
        case .table(let owner, let property):
            return inTable(
                pair, owner: owner, property: property, at: placement.at, code: code, palette: palette, swift: swift,
                documents: documents, depth: depth)
        case .outlet(let owner, let property):
            return inView(
                pair, owner: owner, property: property, at: placement.at, code: code, palette: palette, swift: swift,
                documents: documents, depth: depth)
        case .tabOf(let owner):
            return inTab(
                pair, owner: owner, at: placement.at, code: code, palette: palette, swift: swift, documents: documents,
                depth: depth)
        case .view(let written):
            out.review = ReviewReason(
                .hostUnknown,
                "code places its root view in \(written) (\(at)), a view whose background Legible does not follow")
        case .handed(let call):
            out.review = ReviewReason(
                .hostUnknown,
                "code hands its controller to \(call) (\(at)), which places its root view where Legible does not "
                    + "follow (pass that code if it is a library's)")
        }
        return out
    }

    /// A cell xib's pair in the rows of the table `owner.property` code registers it in: on the table's layer as its
    /// document resolves it (`NibTableLayer`), code's own rows and background on it considered; when nothing in that
    /// document draws under the table, where code places that document's root view.
    static func inTable(
        _ pair: ObservedPair, owner: String, property: String, at location: SourceLocation,
        code: CodeColorAssignments, palette: Palette, swift: CodeSwiftColors?, documents: Documents, depth: Int
    ) -> ObservedPair {
        var out = pair
        out.review = nil
        let at = CodeRecolor.place(location)
        let registered = "\(owner) registers it as a cell of \(property) (\(at))"
        guard
            let (nib, layer) = code.documents(ofClass: owner).sorted().lazy.compactMap({ nib in
                documents.tables[nib]?[property].map { (nib, $0) }
            }).first
        else {
            out.review = ReviewReason(
                .hostUnknown,
                "\(registered), a table in no xib read that \(owner) loads: what its rows are drawn on is not known")
            return out
        }
        let table = "\(layer.table) in \(nib).xib (line \(layer.line))"
        // Rows the class makes itself: its row views lie between the cells and the table.
        if let (maker, made) = code.rowViewBuilder(ofClass: owner) {
            out.review = ReviewReason(
                .customDrawing,
                "\(registered), \(table), whose rows \(maker) makes in code (\(CodeRecolor.place(made))): what those "
                    + "row views draw under the cell is not read")
            return out
        }
        if layer.alternatesRows {
            out.review = ReviewReason(
                .overlap,
                "\(registered), \(table), which alternates its row backgrounds (alternatingContentBackgroundColors): "
                    + "every other row is drawn on a second color")
            return out
        }
        return onLayer(
            pair, layer, nib: nib, owner: owner, property: property, placedText: registered, drawnIn: "the cell's xib",
            placedView: "cell", code: code, palette: palette, swift: swift, documents: documents, depth: depth)
    }

    /// A xib root's pair in a tab of the `NSTabViewController` subclass `owner` (`NibPlacement.Host.tabOf`): the
    /// tab view is that controller's root view, so the pair is on what code places that root view in.
    static func inTab(
        _ pair: ObservedPair, owner: String, at location: SourceLocation, code: CodeColorAssignments, palette: Palette,
        swift: CodeSwiftColors?, documents: Documents, depth: Int
    ) -> ObservedPair {
        var out = pair
        let placedText = "\(owner) shows its root view in a tab (\(CodeRecolor.place(location)))"
        guard depth < 3, let nib = code.documents(ofClass: owner).sorted().first else {
            out.review = ReviewReason(
                .hostUnknown, "\(placedText): where that tab view controller is shown is not followed")
            return out
        }
        var inner = pair
        let assumed = pair.evidence.range(of: "assumed:").map { String(pair.evidence[..<$0.lowerBound]) } ?? ""
        // Kept before what the host of the tab view controller's root view says (`placed`, `onLayer`).
        inner.evidence = assumed + "\(placedText), in the tab view that is \(owner)'s root view; assumed:"
        guard
            var resolved = resolve(
                inner, root: NibRoot(nib: nib, ownerClass: owner), code: code, palette: palette, swift: swift,
                documents: documents, depth: depth + 1)
        else {
            out.review = ReviewReason(
                .hostUnknown, "\(placedText), a tab view controller code presents: what it is drawn on is not followed")
            return out
        }
        if let review = resolved.review {
            resolved.review = ReviewReason(review.kind, "\(placedText); \(review.detail)")
        }
        return resolved
    }

    /// A xib root's pair in the view `owner.property` holds, which code adds that root view to
    /// (`NibPlacement.Host.outlet`): on that view's layer in a document `owner` loads (`InterfaceDocument.viewLayers`).
    static func inView(
        _ pair: ObservedPair, owner: String, property: String, at location: SourceLocation,
        code: CodeColorAssignments, palette: Palette, swift: CodeSwiftColors?, documents: Documents, depth: Int
    ) -> ObservedPair {
        var out = pair
        let placedText = "\(owner) adds its root view to \(property) (\(CodeRecolor.place(location)))"
        guard
            let (nib, layer) = code.documents(ofClass: owner).sorted().lazy.compactMap({ nib in
                documents.views[nib]?[property].map { (nib, $0) }
            }).first
        else {
            out.review = ReviewReason(
                .hostUnknown,
                "\(placedText), a view in no xib read that \(owner) loads: what it is drawn on is not known")
            return out
        }
        return onLayer(
            pair, layer, nib: nib, owner: owner, property: property, placedText: placedText,
            drawnIn: "its xib", placedView: "view", code: code, palette: palette, swift: swift, documents: documents,
            depth: depth)
    }

    /// The pair on `layer`, the layer of the view `owner.property` in `nib` that code places the text's xib root in
    /// (`placedText` says how): code painting that view replaces what its document says; a review of that layer is the
    /// pair's; nothing drawn under the view in its document is where code places that document's root view.
    static func onLayer(
        _ pair: ObservedPair, _ layer: NibTableLayer, nib: String, owner: String, property: String, placedText: String,
        drawnIn: String, placedView: String, code: CodeColorAssignments, palette: Palette, swift: CodeSwiftColors?,
        documents: Documents,
        depth: Int
    ) -> ObservedPair {
        var out = pair
        out.review = nil
        let registered = placedText
        let table = "\(layer.table) in \(nib).xib (line \(layer.line))"
        // Code painting the view replaces what its document says.
        let painted = code.assignments(ofClass: owner, property: property, key: "backgroundColor")
        let assumed = pair.evidence.range(of: "assumed:").map { String(pair.evidence[..<$0.lowerBound]) } ?? ""
        if !painted.isEmpty {
            out.evidence = assumed + "nothing in \(drawnIn) draws a background; \(registered), \(table)"
            CodeRecolor.recolor(
                &out, painted, what: "\(owner) sets \(property).backgroundColor", inType: owner, code: code,
                palette: palette, swift: swift
            ) { pair, color in
                if pair.over != nil { pair.over = color } else { pair.background = color }
            }
            return out
        }
        if let review = layer.review, !layer.onPlacedRoot {
            out.review = ReviewReason(review.kind, "\(registered), \(table): \(review.detail)")
            return out
        }
        if layer.onPlacedRoot {
            // Nothing in the view's document draws under it: its root view's host.
            guard depth < 3 else {
                out.review = ReviewReason(.hostUnknown, "\(registered), \(table), which draws no background")
                return out
            }
            var inner = pair
            inner.evidence =
                assumed + "nothing in \(drawnIn) draws a background; \(registered), \(table), which draws none"
            let root = NibRoot(nib: nib, ownerClass: owner)
            guard
                var resolved = resolve(
                    inner, root: root, code: code, palette: palette, swift: swift, documents: documents,
                    depth: depth + 1)
            else {
                out.review = ReviewReason(
                    .hostUnknown,
                    "\(registered), \(table), which draws no background, in the root view of \(nib).xib, which "
                        + "code presents: what it is drawn on is not followed")
                return out
            }
            if let review = resolved.review {
                resolved.review = ReviewReason(
                    review.kind, "\(registered), \(table), which draws no background; \(review.detail)")
            }
            return resolved
        }
        out.evidence = assumed + "nothing in \(drawnIn) draws a background; \(registered), \(table): \(layer.evidence)"
        if pair.over != nil {
            if layer.over != nil {
                out.review = ReviewReason(
                    .overlap,
                    "\(registered), \(table), whose own layer is translucent, under a translucent \(placedView)")
                return out
            }
            out.over = layer.background
        } else {
            out.background = layer.background
            out.over = layer.over
        }
        return out
    }
}
