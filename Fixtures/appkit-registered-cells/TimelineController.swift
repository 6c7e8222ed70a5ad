import Cocoa

/// The home timeline: one post per row.
final class TimelineController: NSViewController {
    @IBOutlet var tableView: NSTableView!

    init() {
        super.init(nibName: "Timeline", bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(NSNib(nibNamed: "PostCellView", bundle: .main), forIdentifier: NSUserInterfaceItemIdentifier("post"))
    }
}

final class PostCellView: NSTableCellView {
    @IBOutlet var authorField: NSTextField!
    @IBOutlet var bodyField: NSTextField!
}
