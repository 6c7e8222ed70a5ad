import UIKit

/// The members a moderator banned, in an inset-grouped table made in code.
final class BannedMembersViewController: UITableViewController {
    private let bannedCellIdentifier = "BannedMemberCell"
    private var banned: [String] = []

    init(banned: [String]) {
        self.banned = banned
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Banned"
        tableView.register(UINib(nibName: bannedCellIdentifier, bundle: nil), forCellReuseIdentifier: bannedCellIdentifier)
        tableView.register(UINib(nibName: PersonCell.nibName, bundle: nil), forCellReuseIdentifier: "PersonCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        banned.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: bannedCellIdentifier, for: indexPath)
        (cell as? BannedMemberCell)?.titleLabel.text = banned[indexPath.row]
        return cell
    }
}
