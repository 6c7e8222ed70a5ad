import AppKit

@main
final class AppDelegate: NSObject, NSApplicationDelegate {
    private lazy var settings = SettingsCoordinator()

    func applicationDidFinishLaunching(_ notification: Notification) {}

    @IBAction func showSettings(_ sender: Any?) {
        settings.show()
    }
}
