/// Where a storyboard or xib element sits in a table or collection view cell, as the code that configures such
/// cells names its views (`SwiftCodeRecolors`): the cell's class and reuse identifier, the classes the document
/// makes the table's `dataSource` and `delegate`, and each element's members from the cell (`[]` the cell,
/// `["contentView"]`, `["textLabel"]` of a standard style, `["byline"]` for an outlet of the cell).
struct CellPlacement: Sendable, Hashable {
    var cellClass: String
    var reuseIdentifier: String?
    /// The table or collection view's `id`, when the cell is a prototype of one.
    var tableID: String?
    /// Classes of the `dataSource` and `delegate` outlets' destinations (the scene's controller, the File's Owner).
    var hosts: [String]
    /// Element `id` → members from the cell.
    var members: [String: [String]]
    /// Element `id` → its `tag` (`[cell viewWithTag:2]`, `cell.viewWithTag(2)`), for the cell's elements that have one.
    var tags: [String: String] = [:]
    /// An AppKit table's column cell (code of a UIKit file configures other tables).
    var isMac = false

    /// The ways code names element `id` from the cell: its members, and `viewWithTag:N` when it has a tag.
    func paths(of id: String) -> [[String]] {
        (members[id].map { [$0] } ?? []) + (tags[id].map { [[CodeCellRecolor.Cell.tagged($0)]] } ?? [])
    }

    /// The name code loads a document by (`loadNibNamed:@"PlaylistCell"`, `UINib(nibName: "PlaylistCell", …)`):
    /// its file name without the extension and a device suffix (`PlaylistCell~ipad.xib`).
    static func nibName(of path: String) -> String {
        var name = String(path.split(separator: "/").last ?? "")
        if let dot = name.lastIndex(of: ".") { name = String(name[..<dot]) }
        if let tilde = name.firstIndex(of: "~") { name = String(name[..<tilde]) }
        return name
    }
}
