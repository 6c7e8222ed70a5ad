import UIKit

/// A file's details: one row per field from the storyboard's prototype, one switch row per option from a class.
final class FileDetailsViewController: UITableViewController {
    private enum CellID {
        static let field = "FieldCell"
        static let option = "OptionCell"
    }

    private let fields = ["Name", "Size", "Modified"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(OptionCell.self, forCellReuseIdentifier: CellID.option)
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? fields.count : 1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 0 {
            let cell = tableView.dequeueReusableCell(withIdentifier: CellID.field, for: indexPath)
            return cell
        }
        return tableView.dequeueReusableCell(withIdentifier: CellID.option, for: indexPath)
    }
}

/// A row with a switch, built in code.
final class OptionCell: UITableViewCell {
    let toggle = UISwitch()
}
