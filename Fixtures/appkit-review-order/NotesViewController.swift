import Cocoa

/// Notes on the open document; its tables are recolored together.
final class NotesViewController: NSViewController {
    @IBOutlet var notesTable: NSTableView?
    @IBOutlet var tagsTable: NSTableView?

    override func viewDidLoad() {
        super.viewDidLoad()
        withAllTables { $0.backgroundColor = NSColor.textBackgroundColor }
    }

    private func withAllTables(_ body: (NSTableView) -> Void) {
        [notesTable, tagsTable].compactMap { $0 }.forEach(body)
    }
}
