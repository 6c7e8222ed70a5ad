import AppKit

final class SyncStatusPaneController: NSViewController {
    override var nibName: NSNib.Name? { "SyncStatusPane" }
}

final class ReaderWindowController: NSWindowController {
    override func windowDidLoad() {
        super.windowDidLoad()
        contentViewController = SyncStatusPaneController()
    }
}
