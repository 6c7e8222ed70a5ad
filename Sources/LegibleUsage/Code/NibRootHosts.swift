import LegiblePalette

/// What text in a macOS xib's top-level view is drawn on when nothing in the document draws under it
/// (`ObservedPair.nibRoot`): the host code places that view in (`NibPlacement`), never a window assumed.
///
/// | placed in | background |
/// |---|---|
/// | a window's content view (`window?.contentView?.addSubview(vc.view)`, `contentViewController =`) | the window's background as its class's code sets it (`window.backgroundColor = …`, `[window setBackgroundColor:…]`), else `windowBackgroundColor`; review when the class shows that window as a sheet |
/// | a window of its own (`NSWindow(contentViewController:)`, `presentAsModalWindow`) | `windowBackgroundColor` |
/// | an `NSPopover` | review: the popover's vibrant material blends what is behind it |
/// | another view (an outlet, another controller's view), another call it is handed to | review naming the line |
/// | nowhere the code read says | review: host unknown (a controller code presents as a sheet is left to `CodeRecolor.applyPresentations`) |
///
/// Hosts that give different colors make the pair need review.
enum NibRootHosts {
    static func apply(
        _ code: CodeColorAssignments, palette: Palette, swift: CodeSwiftColors?, to scan: inout UsageScan
    ) {
        for index in scan.pairs.indices {
            guard let root = scan.pairs[index].nibRoot else { continue }
            let pair = scan.pairs[index]
            // What the document itself says under the text (a material, an overlap) stays; only the assumed host goes.
            guard pair.review == nil || pair.review?.kind == .hostUnknown else { continue }
            var placements = code.placements(ofNib: root.nib)
            // Code that places it itself says more than a call it is also handed to.
            if placements.contains(where: { if case .handed = $0.host { false } else { true } }) {
                placements.removeAll { if case .handed = $0.host { true } else { false } }
            }
            guard !placements.isEmpty else {
                if let owner = root.ownerClass, code.presented[owner] != nil { continue }
                let owner = root.ownerClass.map { " (File's Owner \($0))" } ?? ""
                scan.pairs[index].review = ReviewReason(
                    .hostUnknown,
                    "no view above it draws a background, and no code read places the root view of \(root.nib)\(owner) "
                        + "in a window, popover or view: what it is drawn on is not known")
                continue
            }
            let outcomes = placements.map { placed(pair, $0, code: code, palette: palette, swift: swift) }
            if let reviewed = outcomes.first(where: { $0.review != nil }) {
                scan.pairs[index].review = reviewed.review
                continue
            }
            let colors = Set(outcomes.map { [$0.background.identity, $0.over?.identity] })
            guard colors.count == 1 else {
                let places = placements.map { CodeRecolor.place($0.at) }.joined(separator: ", ")
                scan.pairs[index].review = ReviewReason(
                    .hostUnknown,
                    "code places the root view of \(root.nib) in windows of different backgrounds (\(places))")
                continue
            }
            scan.pairs[index] = outcomes[0]
            if outcomes.count > 1 {
                scan.pairs[index].evidence +=
                    " (and \(outcomes.count - 1) more place\(outcomes.count == 2 ? "" : "s") alike)"
            }
        }
    }

    /// The pair as it is in one host.
    static func placed(
        _ pair: ObservedPair, _ placement: NibPlacement, code: CodeColorAssignments, palette: Palette,
        swift: CodeSwiftColors?
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
}
