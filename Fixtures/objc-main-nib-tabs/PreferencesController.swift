import UIKit

class PreferencesController: UITableViewController {
    @IBOutlet var backupDate: UILabel!

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        backupDate.text = "Today"
    }
}
