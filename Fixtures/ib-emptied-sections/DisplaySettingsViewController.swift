import UIKit

final class DisplaySettingsViewController: UITableViewController {
    private static var classicIconsAvailable: Bool {
        if #available(iOS 15, *) {
            return false
        }
        return true
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        if section == 1, !Self.classicIconsAvailable {
            return 0
        }
        return super.tableView(tableView, numberOfRowsInSection: section)
    }
}
