import Cocoa
import SwiftUI

@main
final class AppDelegate: NSObject, NSApplicationDelegate {
    var window: NSWindow!
    let updates = UpdateWindowManager()

    func applicationDidFinishLaunching(_ notification: Notification) {
        window = NSWindow(contentViewController: NSHostingController(rootView: LibraryView()))
        window.makeKeyAndOrderFront(nil)
    }

    @IBAction func checkForUpdates(_ sender: Any?) {
        updates.show()
    }
}
