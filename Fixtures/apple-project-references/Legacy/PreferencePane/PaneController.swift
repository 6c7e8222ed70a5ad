import AppKit

final class PaneController: NSWindowController {
    override var windowNibName: NSNib.Name? { "Preferences" }
}
