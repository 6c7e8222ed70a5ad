import LegiblePalette

/// Code that configures a table's or collection's cells replaces what the storyboard or xib says for its cells
/// (`CellPlacement`), one rule for both languages: Swift's `cell.backgroundColor = …` in
/// `tableView(_:willDisplay:forRowAt:)` or a dequeued cell's outlets in `tableView(_:cellForRowAt:)`
/// (`SwiftCodeRecolors.cells`); Objective-C's in `tableView:willDisplayCell:forRowAtIndexPath:`, AppKit's
/// `tableView:willDisplayCell:forTableColumn:row:` (a cell-based table's column cell), on a dequeued cell or
/// one taken from a loaded xib, on views found by tag, and in the app's helpers the cell is handed to
/// (`CodeColorAssignments.cells`).
///
/// A recolor applies to a cell when the code's class is the table's data source or delegate in the document (or
/// holds an outlet to the table, which it may make its own in code), loads the cell's xib by name
/// (`loadNibNamed:@"EpisodeCell"`, `UINib(nibName:bundle:)`), or casts to the cell's class (or a superclass of it); a
/// reuse identifier the code dequeues must be the cell's. The value replaces the document's per appearance when
/// Legible reads it; otherwise, or under a condition the code read cannot decide (a color per row's data), the pair
/// needs review naming the line (`CodeRecolor.recolor`). A cell made clear with nothing under it in the document
/// needs review: the table and what is behind it show through.
enum CodeCellRecolor {
    /// Which cells code reaches: of a class (nil: any), dequeued under a reuse identifier (nil: any), and the
    /// members from the cell to the view set (`[]` the cell, `["contentView"]`, `["textLabel"]`, `["byline"]`,
    /// `["viewWithTag:2"]` for `[cell viewWithTag:2]`).
    struct Cell: Hashable {
        var cellClass: String?
        var reuseIdentifier: String?
        var members: [String] = []

        /// The member a view found by its tag is (`viewWithTag:2`), as `CellPlacement.paths(of:)` names it.
        static func tagged(_ tag: String) -> String { "viewWithTag:" + tag }
    }

    /// The Swift methods that hand out a cell or a collection's supplementary view (a section header), by prefix:
    /// `dequeueReusableCell(withIdentifier:for:)`, `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
    static let dequeueMethods = ["dequeueReusableCell", "dequeueReusableSupplementaryView"]

    /// A color set on cells by the code of `owner` (a table's delegate or data source, or the class that loads the
    /// cell's xib), in its own method or a helper it hands the cell to.
    struct Recolor: Hashable {
        var owner: String
        var cell: Cell
        var assignment: CodeColorAssignments.Assignment
        /// The assignment's full condition while the conditions its cell was dequeued under are left out of it
        /// (`SwiftCodeRecolors`: kept out only when that is the one place dequeuing such a cell).
        var underDequeue: String? = nil
    }

    static func apply(
        _ cells: [Recolor], code: CodeColorAssignments, palette: Palette, swift: CodeSwiftColors?,
        to scan: inout UsageScan
    ) {
        guard !cells.isEmpty else { return }
        for index in scan.pairs.indices {
            guard let cell = scan.pairs[index].cell else { continue }
            let pair = scan.pairs[index]
            let found = cells.filter { applies($0, to: cell, of: pair, code: code, outlets: scan.outlets) }
            guard !found.isEmpty else { continue }
            let keyPath = pair.site.location.keyPath ?? ""
            let isText =
                pair.role != .nonText && keyPath == "textColor" && pair.site.condition != IBPlaceholder.emptyCondition
            if isText, let id = pair.site.elementID {
                let paths = cell.paths(of: id)
                let set = found.filter { paths.contains($0.cell.members) && $0.assignment.key == "textColor" }
                if let first = set.first {
                    CodeRecolor.recolor(
                        &scan.pairs[index], set.map(\.assignment), what: what(first, "textColor"),
                        inType: first.owner, code: code, palette: palette, swift: swift
                    ) { $0.foreground = $1 }
                }
            }
            // The background: the nearest view from the text out that the code paints (clear lets the next show).
            var cleared: (view: String, recolor: Recolor)?
            var painted = false
            for view in pair.crossed {
                let paths = cell.paths(of: view.id)
                let set = found.filter { paths.contains($0.cell.members) && $0.assignment.key == "backgroundColor" }
                guard let first = set.first else { continue }
                let undecided = CodeRecolor.undecided(set.map(\.assignment))
                let clear = set.allSatisfy {
                    undecided == nil
                        && CodeColorValue.resolve($0.assignment.value, palette: palette, at: $0.assignment.location)
                            .map { if case .inline(let c) = $0 { SwiftViewDefaults.isClear(c) } else { false } } == true
                }
                if clear {
                    cleared = cleared ?? (view.id, first)
                    continue
                }
                painted = true
                CodeRecolor.recolor(
                    &scan.pairs[index], set.map(\.assignment), what: what(first, "backgroundColor"),
                    inType: first.owner,
                    code: code, palette: palette, swift: swift
                ) { pair, color in
                    pair.background = color
                    pair.over = nil
                    pair.xibCellNib = nil
                }
                break
            }
            // Code makes the view the document's color came from clear, and nothing under it in the document paints:
            // what shows through is the table and what is behind it, which the document does not say.
            if !painted, let (view, recolor) = cleared, pair.crossed.last?.id == view, scan.pairs[index].review == nil {
                scan.pairs[index].review = ReviewReason(
                    .hostUnknown,
                    "\(what(recolor, "backgroundColor")) to \(recolor.assignment.shown) "
                        + "(\(CodeRecolor.place(recolor.assignment.location))): what shows through is the table and the "
                        + "view behind it, which the document does not say")
            }
        }
    }

    /// `StoriesViewController sets cell.byline.textColor`.
    static func what(_ recolor: Recolor, _ key: String) -> String {
        "\(recolor.owner) sets " + (["cell"] + recolor.cell.members + [key]).joined(separator: ".")
    }

    static func applies(
        _ recolor: Recolor, to cell: CellPlacement, of pair: ObservedPair,
        code: CodeColorAssignments, outlets: [OutletBinding]
    ) -> Bool {
        let location = recolor.assignment.location
        // Code of one platform's file configures that platform's tables.
        if let mac = code.macFiles[location.path], mac != cell.isMac { return false }
        if let identifier = recolor.cell.reuseIdentifier, identifier != cell.reuseIdentifier { return false }
        let owner = recolor.owner
        let hosts =
            cell.hosts.contains { code.isKind($0, of: owner) || code.isKind(owner, of: $0) }
            || code.loadsNib(CellPlacement.nibName(of: pair.site.location.path), inClass: owner)
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
