import UIKit

class LibraryViewController: UITableViewController {
    var vaults: [String] = []

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let manager = VaultManager.sharedInstance()
        manager?.openVault(named: vaults[indexPath.row], animated: true)
    }
}
