import Cocoa

/// The preferences window: a tab bar on top, and the selected pane's view added under it.
final class PreferencesWindowController: NSWindowController {
    static let shared = PreferencesWindowController(windowNibName: "PreferencesWindowController")

    @IBOutlet private weak var tabBar: NSView!

    private let panes = [
        NSViewController(nibName: "GeneralPane", bundle: nil),
        SyncPaneController(nibName: "SyncPane", bundle: nil),
    ]

    override func windowDidLoad() {
        super.windowDidLoad()
        window?.titlebarAppearsTransparent = true
        window?.backgroundColor = NSColor(white: 0.98, alpha: 1)
        show(pane: 0)
    }

    @IBAction private func tabClicked(_ sender: NSButton) {
        show(pane: sender.tag)
    }

    private func show(pane index: Int) {
        let paneView = panes[index].view
        window?.contentView?.subviews.filter { $0 != tabBar }.forEach { $0.removeFromSuperview() }
        window?.contentView?.addSubview(paneView)
    }
}
