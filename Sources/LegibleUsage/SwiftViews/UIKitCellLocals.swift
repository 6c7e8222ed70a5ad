/// A table cell that a type's code dequeues and fills (`let cell = tableView.dequeueReusableCell(withIdentifier: id,
/// for: indexPath)`, then `cell.textLabel?.textColor = …`), as UIKit lays it out (`UITableViewCell`, Apple
/// documentation): the cell's `textLabel` and `detailTextLabel` are subviews of its `contentView` ("the default
/// superview for content that the cell displays"), which is a subview of the cell, which its table view shows. So:
/// - `cell.textLabel` / `cell.detailTextLabel` lie on `cell.contentView`, which lies on `cell` (and a cell type's own
///   `textLabel` on its `contentView`);
/// - a cell code gives a background shows it; one it makes clear shows its table (its background, if code sets one);
/// - a cell code gives none draws the platform's cell background for the table's style (`UIKitDefaultBackgrounds`):
///   asserted when every class the type registers for its cells is `UITableViewCell` itself, else listed for review,
///   since the class registered for the identifier may draw its own background.
enum UIKitCellLocals {
    /// The cell's standard labels.
    static let contentParts: Set<String> = ["textLabel", "detailTextLabel"]

    /// The view `view` lies on by the cell's layout, when code adds it nowhere: nil for other views.
    static func parent(of view: String, in f: UIKitViewFacts.TypeFacts, isCellType: Bool) -> String? {
        if isCellType, contentParts.contains(view) { return "contentView" }
        guard let dot = view.lastIndex(of: ".") else { return nil }
        let base = String(view[..<dot]), part = String(view[view.index(after: dot)...])
        guard f.cellLocals[base] != nil else { return nil }
        if contentParts.contains(part) { return base + ".contentView" }
        return part == "contentView" ? base : nil
    }
}
