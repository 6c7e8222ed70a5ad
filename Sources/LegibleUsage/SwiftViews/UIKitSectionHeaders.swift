/// Section header and footer views a table view's delegate returns from `tableView(_:viewForHeaderInSection:)` or
/// `tableView(_:viewForFooterInSection:)`, made in that function or in a function of the same type it calls
/// (`return viewForHeader(with: model)`). A view that draws no background of its own shows the table view behind it
/// (Apple's UIKit documentation, `UITableViewDelegate.tableView(_:viewForHeaderInSection:)`: the table shows the
/// returned view as the section's header):
///
/// | table | under the header |
/// |---|---|
/// | grouped / inset grouped | the table's background: `tableView.backgroundColor` (or a `UITableViewController`'s `view.backgroundColor`) set in code, else `systemGroupedBackground` |
/// | plain, or its style not known | the same, needs review: a plain table's headers float over its rows as they scroll |
///
/// A table view that is not a `UITableViewController`'s and whose background code does not set is left as before.
extension UIKitColorUses {
    /// The tables showing `short` as a section header or footer, each the view that is its table (`tableView`, or
    /// `view` in a `UITableViewController` that sets no `tableView.backgroundColor`), with a review when the table
    /// is not grouped.
    func sectionHeaderPlaces(of short: String, besides type: String)
        -> [(host: String, property: String, said: String, review: ReviewReason?)]
    {
        var out: [(host: String, property: String, said: String, review: ReviewReason?)] = []
        for table in facts.sectionHeaderMakers[short] ?? [] where table != type {
            guard let f = facts.facts(table) else { continue }
            let tableShort = table.split(separator: ".").last.map(String.init) ?? table
            let isController =
                UIKitDefaultBackgrounds.container(of: table, in: facts)?.container == .tableViewController
            // A table view's own default is its style's: only a color code sets, or a table view controller's.
            guard f.backgrounds["tableView"] != nil || isController else { continue }
            let property = f.backgrounds["tableView"] == nil ? "view" : "tableView"
            let grouped = groupedStyle(of: [table])
            out.append(
                (
                    table, property,
                    "is a section header or footer \(tableShort) returns for its \(grouped ? "grouped " : "")table",
                    grouped
                        ? nil
                        : ReviewReason(
                            .hostUnknown,
                            "\(short) is a section header or footer of \(tableShort)'s table, whose style is not "
                                + "written grouped: a plain table's headers float over its rows as they scroll")
                ))
        }
        return out
    }
}
