import Cocoa

@main
final class AppDelegate: NSObject, NSApplicationDelegate {
    private var about: AboutWindowController?
    private var export: NSWindowController?
    /// Kept for the menu validation below; the inspector itself is no longer created.
    private var inspector: LegacyInspectorController?

    @IBAction func showAbout(_ sender: Any?) {
        about = AboutWindowController(windowNibName: "AboutWindow")
        about?.showWindow(sender)
    }

    @IBAction func showExport(_ sender: Any?) {
        // The export sheet moved to the share menu:
        // export = NSWindowController(windowNibName: "ExportSheet")
        /* Bundle.main.loadNibNamed("QuickLookPanel", owner: self, topLevelObjects: nil) */
        export = nil
        // inspector = LegacyInspectorController(windowNibName: "LegacyInspector")
        inspector?.close()
    }

    func cellNib(for kind: String) -> NSNib? {
        // A name built at run time: "DayCell", "WeekCell", … (kept: it may be any of them).
        NSNib(nibNamed: "\(kind)Cell", bundle: nil)
    }

    func statsPane() -> NSViewController { StatsPaneController() }
}
