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
}
