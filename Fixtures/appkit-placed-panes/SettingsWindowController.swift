import Cocoa

/// Settings: one pane at a time in the paper-colored box of its window.
final class SettingsWindowController: NSWindowController {
    @IBOutlet var paneContainer: NSBox!
    private var panes: [NSViewController]

    init(panes: [NSViewController]) {
        self.panes = panes
        super.init(window: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    override var windowNibName: NSNib.Name? { "SettingsWindow" }

    func showPane(at index: Int) {
        guard let pane = panes[safe: index] else { return }
        paneContainer.contentView?.subviews.forEach { $0.removeFromSuperview() }
        paneContainer.addSubview(pane.view)
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
