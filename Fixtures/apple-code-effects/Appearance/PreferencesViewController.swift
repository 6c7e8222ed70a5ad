import UIKit

class PreferencesViewController: UITableViewController {
    @IBOutlet weak var accountLabel: UILabel!
    @IBOutlet weak var statusLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        accountLabel.text = "Signed in"
        // Set on the instance: the proxy's ink does not replace it.
        statusLabel.textColor = .systemGray
    }
}
