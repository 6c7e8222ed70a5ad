import Cocoa

@main
final class ConsoleAppDelegate: NSObject, NSApplicationDelegate {
    private var consoleWindow: NSWindow?

    func applicationDidFinishLaunching(_ notification: Notification) {
        let window = NSWindow(contentViewController: LogConsoleController())
        window.title = "Console"
        consoleWindow = window
        window.makeKeyAndOrderFront(nil)
    }

    @IBAction func showAbout(_ sender: Any?) {
        PanelPresenter.shared.openPanel(AboutPanelController())
    }
}
