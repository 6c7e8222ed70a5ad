import UIKit

/// Rows of drafts for whatever table it is attached to: it registers its cell but does not make the table.
final class DraftsDataSource: NSObject, UITableViewDataSource {
    var drafts: [String] = []

    func attach(to tableView: UITableView) {
        tableView.register(UINib(nibName: "DraftCell", bundle: nil), forCellReuseIdentifier: "DraftCell")
        tableView.dataSource = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { drafts.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "DraftCell", for: indexPath) as! DraftCell
        cell.titleLabel.text = drafts[indexPath.row]
        return cell
    }
}
