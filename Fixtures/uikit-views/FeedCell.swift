import UIKit

/// A cell with no background of its own, registered by a grouped table: it shows the grouped cell default.
final class FeedCell: UITableViewCell {
    let titleLabel: UILabel = {
        let label = UILabel()
        label.textColor = .label
        return label
    }()
    let countLabel = UILabel()
    let dateLabel = UILabel()

    func configure(isUnread: Bool, isFailed: Bool) {
        for view in [countLabel, dateLabel] { contentView.addSubview(view) }
        contentView.addSubview(titleLabel)
        countLabel.textColor = isUnread ? .systemBlue : .secondaryLabel
        if isSelected {
            dateLabel.textColor = .white
        } else {
            dateLabel.textColor = .tertiaryLabel
        }
    }
}
