/// What the rows of a macOS table or outline view are drawn on, as its document resolves it, for the cell views code
/// registers from another xib (`tableView.register(NSNib(nibNamed: "Cell", bundle: nil), forIdentifier: …)`,
/// `NSTableView.register(_:forIdentifier:)`): AppKit makes those cells in that table's rows, so what nothing in the
/// cell's xib draws under is the table's layer (`NibRootHosts`). The table's own background when its document gives
/// it one that is not clear; `controlBackgroundColor` when it gives none (the default an `NSTableView` draws); else
/// what is under the table in its document (a clip view, the window's background), or the root view's host when
/// nothing in the document draws (`nibRoot`). Any other view a File's Owner outlet holds has the same kind of layer
/// (`InterfaceDocument.viewLayers`): what the document draws at that view, for the root views of the controllers code
/// adds to it (`NibPlacement.Host.outlet`); `table` then names that view.
public struct NibTableLayer: Sendable, Hashable {
    public var background: ObservedColor
    public var over: ObservedColor?
    public var evidence: String
    public var review: ReviewReason?
    /// The table, as "outlineView fl-outline", and its line.
    public var table: String
    public var line: Int
    /// The table's document, by the name code loads it with.
    public var document: String
    /// Nothing in the document draws under the table and it is in the xib's top-level view: what it is on is where
    /// code places that view (the xib's root, placed by its File's Owner's code).
    public var onPlacedRoot = false
    /// The table alternates its row backgrounds (`alternatingRowBackgroundColors="YES"`): each row is on one of two
    /// colors.
    public var alternatesRows = false
}
