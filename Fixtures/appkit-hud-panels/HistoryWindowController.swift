import Cocoa

/// Recently played tracks, in an ordinary window.
final class HistoryWindowController: NSWindowController {
    @IBOutlet var tableView: NSTableView!

    convenience init() {
        self.init(windowNibName: "History")
    }
}
