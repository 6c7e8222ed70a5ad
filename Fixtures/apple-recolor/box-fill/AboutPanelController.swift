import Cocoa

/// The About window: a brand header box and a credits area drawn by `PanelBackdrop`.
final class AboutPanelController: NSWindowController {
    @IBOutlet private var backgroundBox: NSBox!
    @IBOutlet private var backdrop: PanelBackdrop!

    override var windowNibName: NSNib.Name? { "AboutPanel" }

    override func windowDidLoad() {
        super.windowDidLoad()
        backgroundBox.fillColor = NSColor.systemBlue
        backdrop.fillColor = NSColor.systemTeal
    }
}
