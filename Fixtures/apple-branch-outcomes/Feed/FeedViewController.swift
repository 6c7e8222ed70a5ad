import UIKit

/// A feed: a banner row while setup is incomplete, then one row per account.
final class FeedViewController: UITableViewController {
    private enum Section: Int, CaseIterable {
        case banner, accounts
    }

    var setupIncomplete = true
    var accounts: [Bool] = []

    override func numberOfSections(in tableView: UITableView) -> Int { Section.allCases.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        switch Section(rawValue: section)! {
        case .banner: setupIncomplete ? 1 : 0
        case .accounts: accounts.count
        }
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch Section(rawValue: indexPath.section)! {
        case .banner:
            let cell = tableView.dequeueReusableCell(withIdentifier: "BannerCell", for: indexPath) as! BannerCell
            cell.backgroundColor = .secondarySystemBackground
            return cell
        case .accounts:
            return tableView.dequeueReusableCell(withIdentifier: "StatusCell", for: indexPath)
        }
    }
}

final class BannerCell: UITableViewCell {}
