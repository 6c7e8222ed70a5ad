import UIKit

final class SavedListController: UITableViewController {
    var saved: [String] = []

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = tableView.dequeueReusableCell(withIdentifier: "SavedRow", for: indexPath)
        row.textLabel?.text = saved[indexPath.row]
        if indexPath.row == 0 {
            row.backgroundColor = .systemYellow
        }
        return row
    }
}
