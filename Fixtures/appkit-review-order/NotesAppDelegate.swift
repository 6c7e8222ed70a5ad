import Cocoa

@main
final class NotesAppDelegate: NSObject, NSApplicationDelegate {
    let notes = NotesViewController()
    let inspector = InspectorWindowController()

    func applicationDidFinishLaunching(_ notification: Notification) {
        NotesInspector.shared.attach(notes)
        inspector.showWindow(nil)
    }
}
