import UIKit

/// An older row kept in the project: nothing registers, creates or names it.
final class FollowCell: UITableViewCell {
    let handleLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.backgroundColor = .white
        handleLabel.textColor = .darkGray
        contentView.addSubview(handleLabel)
    }

    required init?(coder: NSCoder) { fatalError() }
}
