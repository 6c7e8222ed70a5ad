import Cocoa

final class SyncPaneController: NSViewController {
    @IBOutlet private weak var accountField: NSTextField!

    override func viewDidLoad() {
        super.viewDidLoad()
        accountField.stringValue = NSUserName()
    }
}
