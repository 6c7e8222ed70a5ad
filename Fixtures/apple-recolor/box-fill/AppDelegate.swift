import Cocoa

@main
final class AppDelegate: NSObject, NSApplicationDelegate {
    private var about: AboutPanelController?

    @IBAction func showAbout(_ sender: Any?) {
        let controller = AboutPanelController()
        about = controller
        controller.showWindow(sender)
    }
}
