import UIKit

/// The drafts screen: its table comes from a parameter-free helper elsewhere, its rows from `DraftsDataSource`.
final class DraftsViewController: UIViewController {
    private let dataSource = DraftsDataSource()
    @IBOutlet weak var draftsTable: UITableView!

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.attach(to: draftsTable)
    }
}
