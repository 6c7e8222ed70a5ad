import UIKit

final class AccountsViewController: UITableViewController {
    private let accounts: [(String, String)] = [("alice@example.org", "Connected")]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "AccountCell", bundle: nil), forCellReuseIdentifier: "account")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { accounts.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "account", for: indexPath) as! AccountCell
        cell.configure(name: accounts[indexPath.row].0, status: accounts[indexPath.row].1)
        return cell
    }
}
