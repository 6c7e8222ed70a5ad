import UIKit

/// The inbox: a plain table laid out in code, its cells from a xib named after their class.
final class InboxViewController: UIViewController, UITableViewDataSource {
    private let tableView = UITableView(frame: .zero)
    private var messages: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        tableView.dataSource = self
        tableView.register(
            UINib(nibName: String(describing: InboxCell.self), bundle: nil), forCellReuseIdentifier: "InboxCell")
    }

    @objc func showBanned() {
        navigationController?.pushViewController(BannedMembersViewController(banned: []), animated: true)
    }

    @objc func showSearch() {
        navigationController?.pushViewController(SearchViewController(), animated: true)
    }

    @objc func showArchive() {
        navigationController?.pushViewController(ArchiveViewController(), animated: true)
    }

    @objc func showDrafts() {
        navigationController?.pushViewController(DraftsViewController(), animated: true)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "InboxCell", for: indexPath)
    }
}

final class InboxCell: UITableViewCell {
    @IBOutlet weak var titleLabel: UILabel!
}
