import UIKit

/// Unsent drafts, one row each from DraftCell.xib.
@objc final class DraftsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let cellName = "DraftCell"
        tableView.register(UINib(nibName: cellName, bundle: nil), forCellReuseIdentifier: cellName)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "DraftCell", for: indexPath)
    }
}

/// A draft's row.
final class DraftCell: UITableViewCell {
    @IBOutlet weak var titleLabel: UILabel!
}
