import UIKit

/// A footer of a plain table: it floats over the rows scrolled under it.
final class NoteFooterView: UIView {
    private let noteLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(noteLabel)
        noteLabel.textColor = .secondaryLabel
    }

    required init?(coder: NSCoder) { nil }
}

final class ListViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        let footer = NoteFooterView()
        return footer
    }
}
