import Cocoa

/// The people following the account, on rows the controller makes.
final class FollowersController: NSViewController, NSTableViewDelegate {
    @IBOutlet var tableView: NSTableView!

    init() {
        super.init(nibName: "Followers", bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(NSNib(nibNamed: "FollowerCellView", bundle: .main), forIdentifier: NSUserInterfaceItemIdentifier("follower"))
    }

    func tableView(_ tableView: NSTableView, rowViewForRow row: Int) -> NSTableRowView? {
        HighlightRowView()
    }
}

final class HighlightRowView: NSTableRowView {}
