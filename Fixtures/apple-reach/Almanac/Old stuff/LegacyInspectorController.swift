import Cocoa

/// Replaced by the sidebar; nothing creates it any more.
final class LegacyInspectorController: NSWindowController {
    @IBOutlet weak var titleField: NSTextField!
}
