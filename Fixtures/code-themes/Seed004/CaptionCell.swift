import UIKit

protocol ColorUpdatable {
    func updateColors(for theme: Theme)
}

final class CaptionCell: UITableViewCell, ColorUpdatable {
    private let captionLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(captionLabel)
    }

    required init?(coder: NSCoder) { nil }

    func updateColors(for theme: Theme) {
        captionLabel.textColor = UIColor.textSecondary(for: theme)
        contentView.backgroundColor = UIColor.backgroundContent(for: theme)
    }
}

final class HeaderView: UIView, ColorUpdatable {
    private let titleLabel = UILabel()
    private let badgeLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        addSubview(titleLabel)
        addSubview(badgeLabel)
        badgeLabel.textColor = .textSecondary(for: .dark)
        badgeLabel.backgroundColor = .backgroundContent(for: .dark)
    }

    required init?(coder: NSCoder) { nil }

    func updateColors(for theme: Theme) {
        titleLabel.textColor = .textPrimary(for: theme)
        backgroundColor = .backgroundContent(for: theme)
    }
}
