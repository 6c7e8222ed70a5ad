import AppKit

/// Makes its window in code, with a background of its own.
final class SettingsWindowController: NSWindowController {
    override func loadWindow() {
        let window = NSWindow(
            contentRect: NSRect(x: 0, y: 0, width: 480, height: 320), styleMask: [.titled, .closable],
            backing: .buffered, defer: false)
        window.title = "Settings"
        window.backgroundColor = .textBackgroundColor
        self.window = window
    }
}

/// Shows the storyboard's settings panes as the tabs of a tab view controller, the content of that window.
final class SettingsCoordinator {
    private let windowController: SettingsWindowController
    private let tabs: NSTabViewController
    private let general: GeneralSettingsViewController
    private let sync: SyncSettingsViewController

    init() {
        let storyboard = NSStoryboard(name: "Settings", bundle: nil)
        windowController = SettingsWindowController()
        tabs = NSTabViewController()
        general = storyboard.instantiateController(withIdentifier: "General") as! GeneralSettingsViewController
        sync = storyboard.instantiateController(withIdentifier: "Sync") as! SyncSettingsViewController
        let generalItem = NSTabViewItem(viewController: general)
        tabs.addTabViewItem(generalItem)
        tabs.addTabViewItem(NSTabViewItem(viewController: sync))
        windowController.contentViewController = tabs
    }

    func show() {
        windowController.showWindow(nil)
    }
}

final class GeneralSettingsViewController: NSViewController {}
final class SyncSettingsViewController: NSViewController {}
final class AboutViewController: NSViewController {}

/// Shows the about scene in a window of the system's background.
final class AboutWindowController: NSWindowController {
    convenience init() {
        let about = NSStoryboard(name: "Settings", bundle: nil).instantiateController(withIdentifier: "About")
            as! AboutViewController
        self.init(window: NSWindow(contentViewController: about))
    }
}
