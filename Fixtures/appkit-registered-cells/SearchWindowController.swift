import Cocoa

/// Search across accounts.
final class SearchWindowController: NSWindowController {
    @IBOutlet var resultsTable: NSTableView!

    convenience init() {
        self.init(windowNibName: "Search")
    }

    override func windowDidLoad() {
        super.windowDidLoad()
        resultsTable.register(NSNib(nibNamed: "ResultCellView", bundle: nil), forIdentifier: NSUserInterfaceItemIdentifier("result"))
    }
}
