import Cocoa

@main
final class AppDelegate: NSObject, NSApplicationDelegate {
    func applicationWillFinishLaunching(_ notification: Notification) {
        // Dark mode came with macOS 10.14: on every system that has it, this runs.
        if #available(macOS 10.14, *) {
            NSApp.appearance = NSAppearance(named: .darkAqua)
        }
    }
}
