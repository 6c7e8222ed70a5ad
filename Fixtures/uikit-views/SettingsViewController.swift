import UIKit

final class SettingsViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    let header = SettingsHeaderView()
    let footnote = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(FeedCell.self, forCellReuseIdentifier: "feed")
        view.addSubview(header)
        let stack = UIStackView(arrangedSubviews: [footnote])
        view.addSubview(stack)
        footnote.textColor = .secondaryLabel
    }
}

/// A plain view: it shows what the controller adds it to.
final class SettingsHeaderView: UIView {
    let titleLabel = UILabel()
    let badge = BadgeView()
}

extension SettingsHeaderView {
    func setUp() {
        addSubview(titleLabel)
        titleLabel.textColor = .label
    }
}

final class BadgeView: UIView {
    let label = UILabel()
}

enum BadgeLayout {
    static func layout(badge: BadgeView, isOn: Bool) {
        badge.backgroundColor = isOn ? .systemBlue : .systemGray6
        badge.addSubview(badge.label)
        badge.label.textColor = isOn ? .white : .label
    }
}

/// A container that shows one view through a `contentView` property, as margin containers do.
final class MarginContainer: UIView {
    var contentView: UIView?
}

final class AboutViewController: UIViewController {
    let note = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        let margin = MarginContainer()
        margin.contentView = note
        view.addSubview(margin)
        view.backgroundColor = .secondarySystemBackground
        note.textColor = .secondaryLabel
    }
}
