import UIKit

final class BadgeCell: UITableViewCell {
    let titleLabel = UILabel()
    let badgeLabel = UILabel()
    let actionButton = UIButton(type: .system)
    let detailLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.backgroundColor = UIColor(named: "CardBackground")
        contentView.addSubview(titleLabel)
        contentView.addSubview(badgeLabel)
        contentView.addSubview(actionButton)
        titleLabel.font = UIFont.boldSystemFont(ofSize: 20)
        titleLabel.textColor = UIColor(named: "TitleText")
        badgeLabel.backgroundColor = UIColor(red: 1.0, green: 0.8, blue: 0.0, alpha: 1.0)
        badgeLabel.textColor = .white
        actionButton.setTitleColor(UIColor(named: "BrandBlue"), for: .normal)
        actionButton.tintColor = .systemGray3
        detailLabel.textColor = .secondaryLabel
    }

    required init?(coder: NSCoder) { nil }
}

/// Makes a badge row (the list that shows it is not part of the fixture).
func makeBadgeCell() -> BadgeCell {
    BadgeCell(style: .default, reuseIdentifier: "Badge")
}
