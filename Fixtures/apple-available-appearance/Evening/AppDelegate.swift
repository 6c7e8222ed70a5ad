import Cocoa

@main
final class AppDelegate: NSObject, NSApplicationDelegate {
    func applicationWillFinishLaunching(_ notification: Notification) {
        // Only from macOS 13: on macOS 11 and 12 the app follows the system appearance.
        if #available(macOS 13, *) {
            NSApp.appearance = NSAppearance(named: .darkAqua)
        }
    }
}
