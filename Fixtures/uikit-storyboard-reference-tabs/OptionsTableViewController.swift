import UIKit

class OptionsTableViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Options"
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(AlertListController(), animated: true)
    }
}
