import UIKit

/// A reward row: its card (`wrapper`) is white in the xib, and painted when the row is configured.
final class RewardCell: UITableViewCell {
    @IBOutlet weak var wrapper: UIView!
    @IBOutlet weak var titleLabel: UILabel!

    func configure(title: String) {
        titleLabel.text = title
        titleLabel.textColor = .secondaryLabel
        wrapper.backgroundColor = .systemGray6
    }
}
