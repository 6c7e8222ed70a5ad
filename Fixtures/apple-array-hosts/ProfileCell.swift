import UIKit

/// A tab of the profile header: a count over a title.
final class TabButton: UIControl {
    let titleLabel = UILabel()

    init(text: String) {
        super.init(frame: .zero)
        titleLabel.text = text
        addSubview(titleLabel)
        titleLabel.textColor = .darkGray
    }

    required init?(coder: NSCoder) { fatalError() }
}

/// The tabs, side by side: the buttons are made from the titles and laid out by a stack.
final class TabStrip: UIView {
    private(set) var buttons: [TabButton] = []

    init(tabs: [String]) {
        super.init(frame: .zero)
        buttons = tabs.map { TabButton(text: $0) }
        setup()
    }

    required init?(coder: NSCoder) { fatalError() }
}

private extension TabStrip {
    func setup() {
        let stack = UIStackView(arrangedSubviews: buttons)
        stack.distribution = .fillEqually
        addSubview(stack)
    }
}

/// The profile's header row, holding the tabs.
final class ProfileCell: UITableViewCell {
    let tabs = TabStrip(tabs: ["Notes", "Replies"])

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(tabs)
        contentView.backgroundColor = .white
    }

    required init?(coder: NSCoder) { fatalError() }
}
