import Cocoa

@main
final class PodcastsAppDelegate: NSObject, NSApplicationDelegate {
    private let player = PlayerWindowController()

    /// The settings window, with its panes in an array that grows when syncing is available.
    lazy var settings: SettingsWindowController = {
        var panes: [NSViewController] = [GeneralPaneController()]
        if SyncPaneController.isAvailable {
            panes.append(SyncPaneController())
        }
        return SettingsWindowController(panes: panes)
    }()

    func applicationDidFinishLaunching(_ notification: Notification) {
        player.showWindow(nil)
    }

    @IBAction func showSettings(_ sender: Any?) {
        settings.showWindow(nil)
        settings.showPane(at: 0)
    }
}

extension PodcastsAppDelegate {
    @IBAction func showLibrary(_ sender: Any?) {
        LibraryWindowController.make().showWindow(nil)
    }
}
