import Cocoa

final class AboutPanelController: NSViewController {
    @IBOutlet private weak var versionField: NSTextField!

    override func viewDidLoad() {
        super.viewDidLoad()
        versionField.stringValue = "Console 1.4"
    }
}
