import Cocoa

@main
final class AppDelegate: NSObject, NSApplicationDelegate {
    private var preferences: NSWindow?

    func applicationDidFinishLaunching(_ notification: Notification) {
        let pane = ShortcutsPaneController()
        preferences = NSWindow(contentViewController: pane)
        preferences?.makeKeyAndOrderFront(nil)
    }
}
