import Cocoa

/// The floating filter inspector: a HUD panel from its own xib.
final class InspectorPanelController: NSWindowController {
    init() {
        super.init(window: nil)
    }

    required init?(coder: NSCoder) { nil }

    override var windowNibName: NSNib.Name? { "InspectorPanel" }

    override func windowDidLoad() {
        super.windowDidLoad()
        window?.title = NSLocalizedString("Filters", comment: "Inspector title")
        let list = FilterListController()
        self.contentViewController = list
    }
}
