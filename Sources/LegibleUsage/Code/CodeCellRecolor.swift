import LegiblePalette

/// Code that configures a table's or collection's cells (`SwiftCodeRecolors.cells`: `cell.backgroundColor = …` in
/// `tableView(_:willDisplay:forRowAt:)`, a dequeued cell's outlets in `tableView(_:cellForRowAt:)`) replaces what the
/// storyboard or xib says for its prototype cells (`CellPlacement`).
///
/// A recolor applies to a cell when the code's class is the table's data source or delegate in the document (or
/// holds an outlet to the table, which it may make its own in code), or when the code casts to the cell's class (or a
/// superclass of it); a reuse identifier the code dequeues must be the cell's. The value replaces the document's per
/// appearance when Legible reads it; otherwise, or under a condition the code read cannot decide, the pair needs
/// review naming the line (`CodeRecolor.recolor`).
enum CodeCellRecolor {
    static func apply(
        _ recolors: SwiftCodeRecolors, code: CodeColorAssignments, palette: Palette, swift: CodeSwiftColors?,
        to scan: inout UsageScan
    ) {
        guard !recolors.cells.isEmpty else { return }
        for index in scan.pairs.indices {
            guard let cell = scan.pairs[index].cell else { continue }
            let pair = scan.pairs[index]
            let found = recolors.cells.filter { applies($0, to: cell, of: pair, code: code, outlets: scan.outlets) }
            guard !found.isEmpty else { continue }
            let keyPath = pair.site.location.keyPath ?? ""
            let isText =
                pair.role != .nonText && keyPath == "textColor" && pair.site.condition != IBPlaceholder.emptyCondition
            if isText, let id = pair.site.elementID, let members = cell.members[id] {
                let set = found.filter { $0.cell.members == members && $0.assignment.key == "textColor" }
                if let first = set.first {
                    CodeRecolor.recolor(
                        &scan.pairs[index], set.map(\.assignment), what: what(first, "textColor"),
                        inType: first.owner, code: code, palette: palette, swift: swift
                    ) { $0.foreground = $1 }
                }
            }
            // The background: the nearest view from the text out that the code paints (clear lets the next show).
            for view in pair.crossed {
                guard let members = cell.members[view.id] else { continue }
                let set = found.filter { $0.cell.members == members && $0.assignment.key == "backgroundColor" }
                guard let first = set.first else { continue }
                let clear = set.allSatisfy {
                    $0.assignment.condition == nil
                        && CodeColorValue.resolve($0.assignment.value, palette: palette, at: $0.assignment.location)
                            .map { if case .inline(let c) = $0 { SwiftViewDefaults.isClear(c) } else { false } } == true
                }
                if clear { continue }
                CodeRecolor.recolor(
                    &scan.pairs[index], set.map(\.assignment), what: what(first, "backgroundColor"),
                    inType: first.owner,
                    code: code, palette: palette, swift: swift
                ) { pair, color in
                    pair.background = color
                    pair.over = nil
                }
                break
            }
        }
    }

    /// `StoriesViewController sets cell.byline.textColor`.
    static func what(_ recolor: SwiftCodeRecolors.CellRecolor, _ key: String) -> String {
        "\(recolor.owner) sets " + (["cell"] + recolor.cell.members + [key]).joined(separator: ".")
    }

    static func applies(
        _ recolor: SwiftCodeRecolors.CellRecolor, to cell: CellPlacement, of pair: ObservedPair,
        code: CodeColorAssignments, outlets: [OutletBinding]
    ) -> Bool {
        let location = recolor.assignment.location
        // UIKit cells: code of an AppKit file configures other tables.
        if code.macFiles[location.path] == true { return false }
        if let identifier = recolor.cell.reuseIdentifier, identifier != cell.reuseIdentifier { return false }
        let owner = recolor.owner
        let hosts =
            cell.hosts.contains { code.isKind($0, of: owner) || code.isKind(owner, of: $0) }
            || (cell.tableID.map { id in
                outlets.contains {
                    $0.path == pair.site.location.path && $0.elementID == id && code.isKind($0.ownerClass, of: owner)
                }
            } ?? false)
        if let cellClass = recolor.cell.cellClass {
            guard code.isKind(cell.cellClass, of: cellClass) else { return false }
            // A cast names the cell; a table the document gives another data source is not this code's.
            return hosts || cell.hosts.isEmpty
        }
        return hosts
    }
}
