import AppKit

/// Loads SettingsWindow.xib and shows its window.
final class SettingsWindowController: NSWindowController {
    override var windowNibName: NSNib.Name? { "SettingsWindow" }

    func show() {
        showWindow(nil)
    }
}
