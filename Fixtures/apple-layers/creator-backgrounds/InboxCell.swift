import UIKit

class InboxCell: UITableViewCell {
    private let badge: CountBadge = {
        let view = CountBadge(size: 20)
        return view
    }()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(unread: Int, isMuted: Bool) {
        badge.setCount(unread)
        badge.backgroundColor = isMuted ? BadgeColors.unreadMuted : BadgeColors.unread
        badge.isHidden = unread == 0
    }
}
