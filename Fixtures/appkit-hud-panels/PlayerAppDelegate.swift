import Cocoa

@main
final class PlayerAppDelegate: NSObject, NSApplicationDelegate {
    private let inspector = InspectorPanelController()
    private let history = HistoryWindowController()

    func applicationDidFinishLaunching(_ notification: Notification) {
        inspector.showWindow(nil)
        history.showWindow(nil)
    }
}
