import AppKit

final class MacAppDelegate: NSObject, NSApplicationDelegate {
    let readerWindow = ReaderWindowController()

    func applicationDidFinishLaunching(_ notification: Notification) {
        readerWindow.showWindow(nil)
    }
}
