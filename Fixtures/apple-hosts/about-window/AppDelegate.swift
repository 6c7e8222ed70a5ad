import Cocoa
import SwiftUI

@main
final class AppDelegate: NSObject, NSApplicationDelegate {
    var window: NSWindow!
    let aboutWindowController = AboutWindowController()

    func applicationDidFinishLaunching(_ notification: Notification) {
        window = NSWindow(contentViewController: NSHostingController(rootView: NowPlayingView()))
        window.makeKeyAndOrderFront(nil)
    }

    @IBAction func showAbout(_ sender: Any?) {
        aboutWindowController.showWindow(sender)
    }
}
