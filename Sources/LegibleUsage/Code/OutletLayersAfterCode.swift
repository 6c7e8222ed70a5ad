/// A view code pair that took the layer under an outlet's element from its storyboard or xib (`OutletLayers`, read
/// before any code) takes the layer that element has once code has run: a class that paints a view between the
/// element and the document's layer (`mainWrapper.backgroundColor = theme.windowBackgroundColor` in a cell's
/// `configure()`, `CodeRecolor`, `CodeCellRecolor`) or a table style that decides a cell's default (`XibCellTables`)
/// changes what is under the text code colors too. When the element's pairs (one per document that has it) end on
/// different layers, or code paints a view under the element with a color Legible cannot read (`layerUnread`), the
/// view code pair needs review.
enum OutletLayersAfterCode {
    static func apply(to scan: inout UsageScan) {
        guard scan.pairs.contains(where: { $0.outletElement != nil }) else { return }
        var layers: [String: [ObservedPair]] = [:]
        for pair in scan.pairs where pair.role != .nonText && !pair.crossed.isEmpty {
            guard let id = pair.site.elementID else { continue }
            layers[pair.site.location.path + "\u{0}" + id, default: []].append(pair)
        }
        for index in scan.pairs.indices {
            guard let element = scan.pairs[index].outletElement, let documented = layers[element]?.first else {
                continue
            }
            let pair = scan.pairs[index]
            // Code paints a view under the element with a color Legible cannot read: the layer is not the document's.
            if let unread = layers[element]?.lazy.compactMap(\.layerUnread).first {
                scan.pairs[index].review = scan.pairs[index].review ?? unread
                continue
            }
            // Only what code changed under the element: the pair already has the document's layer.
            guard
                documented.background.identity != pair.background.identity
                    || documented.over?.identity != pair.over?.identity
            else { continue }
            let distinct = Set(layers[element]?.map { [$0.background.identity, $0.over?.identity] } ?? [])
            guard distinct.count == 1 else {
                scan.pairs[index].review =
                    scan.pairs[index].review
                    ?? ReviewReason(
                        .setInCode,
                        "code paints the views under the outlet's element differently in its states or documents")
                continue
            }
            scan.pairs[index].background = documented.background
            scan.pairs[index].over = documented.over
            scan.pairs[index].review = scan.pairs[index].review ?? documented.review
            scan.pairs[index].appearances = scan.pairs[index].appearances ?? documented.appearances
            scan.pairs[index].evidence += "; under the element once code runs: \(documented.evidence)"
        }
    }
}
