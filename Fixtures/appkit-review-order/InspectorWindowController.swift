import Cocoa

/// The inspector window: its sidebar is a translucent material.
final class InspectorWindowController: NSWindowController {
    @IBOutlet var sidebarView: NSVisualEffectView!
    let tags = TagsViewController()

    override var windowNibName: NSNib.Name? { "InspectorWindow" }

    override func windowDidLoad() {
        super.windowDidLoad()
        sidebarView.addSubview(tags.view)
    }
}
