import Cocoa

final class AboutWindowController: NSWindowController {
    override func loadWindow() {
        let hostingController = AboutHostingController()
        let window = NSWindow(
            contentRect: NSRect(x: 0, y: 0, width: 400, height: 500),
            styleMask: [.titled, .closable, .fullSizeContentView],
            backing: .buffered,
            defer: false
        )
        window.contentViewController = hostingController
        window.titlebarAppearsTransparent = true
        window.appearance = NSAppearance(named: .darkAqua)
        self.window = window
    }

    override func showWindow(_ sender: Any?) {
        if window == nil {
            loadWindow()
        }
        window?.center()
        super.showWindow(sender)
    }
}
