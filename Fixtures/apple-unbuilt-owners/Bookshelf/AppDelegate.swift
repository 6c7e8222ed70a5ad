import Cocoa

@main
final class AppDelegate: NSObject, NSApplicationDelegate {
    private var shelf: NSViewController?

    func applicationDidFinishLaunching(_ notification: Notification) {
        shelf = ShelfGridController()
    }
}
