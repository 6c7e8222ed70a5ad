import AppKit

final class AppDelegate: NSObject, NSApplicationDelegate {
    let player = NSWindowController(windowNibName: "PlayerWindow")

    func applicationDidFinishLaunching(_ notification: Notification) {
        player.showWindow(nil)
    }
}
