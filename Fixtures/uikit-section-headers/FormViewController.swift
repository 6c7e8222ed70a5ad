import UIKit

/// A button drawn as a section header: no background of its own.
final class ActionHeaderView: UIButton {
    init(title: String) {
        super.init(frame: .zero)
        setTitle(title, for: .normal)
        setTitleColor(.white, for: .normal)
    }

    required init?(coder: NSCoder) { nil }
}

final class FormViewController: UITableViewController {
    init() {
        super.init(style: .grouped)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        section == 0 ? headerView(for: section) : nil
    }

    func headerView(for section: Int) -> UIView {
        ActionHeaderView(title: "Add")
    }
}
