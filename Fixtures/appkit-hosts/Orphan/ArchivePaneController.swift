import AppKit

/// A pane kept from an older preferences window: nothing creates it any more.
final class ArchivePaneController: NSViewController {
    @IBOutlet private weak var summaryLabel: NSTextField!

    override func viewWillAppear() {
        super.viewWillAppear()
        summaryLabel.stringValue = "No archived notes"
    }
}
