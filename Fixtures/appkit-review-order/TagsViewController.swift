import Cocoa

/// The document's tags, in the inspector's sidebar; its tables are recolored together.
final class TagsViewController: NSViewController {
    @IBOutlet var tagsTable: NSTableView?

    override func viewDidLoad() {
        super.viewDidLoad()
        withAllTables { $0.backgroundColor = NSColor.textBackgroundColor }
    }

    private func withAllTables(_ body: (NSTableView) -> Void) {
        [tagsTable].compactMap { $0 }.forEach(body)
    }
}
