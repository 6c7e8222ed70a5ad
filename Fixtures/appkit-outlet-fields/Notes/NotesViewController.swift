import AppKit

final class NotesWindowController: NSWindowController {}

final class NotesViewController: NSViewController {
    @IBOutlet weak var titleField: NSTextField!

    override func viewDidLoad() {
        super.viewDidLoad()
        titleField.textColor = .secondaryLabelColor
    }
}
