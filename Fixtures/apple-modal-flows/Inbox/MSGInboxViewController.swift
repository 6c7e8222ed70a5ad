import UIKit

/// The first screen: the conversations, and a shortcut to a contact.
final class MSGInboxViewController: UITableViewController {
    @objc func showContacts() {
        let picker = MSGContactPickerViewController()
        navigationController?.pushViewController(picker, animated: true)
    }
}
