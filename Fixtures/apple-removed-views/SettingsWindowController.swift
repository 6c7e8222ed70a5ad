import Cocoa

class SettingsWindowController: NSWindowController {
    override func windowDidLoad() {
        super.windowDidLoad()
        window?.title = "Settings"
    }
}
