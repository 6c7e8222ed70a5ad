import UIKit

/// People search: a plain table that shows the same person cell the banned list shows.
final class SearchViewController: UIViewController {
    private lazy var resultsTable = UITableView(frame: .zero, style: .plain)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(resultsTable)
        resultsTable.register(UINib(nibName: "PersonCell", bundle: nil), forCellReuseIdentifier: "PersonCell")
    }
}

final class PersonCell: UITableViewCell {
    static let nibName = "PersonCell"

    @IBOutlet weak var titleLabel: UILabel!
}
