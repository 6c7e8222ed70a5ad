import UIKit

final class ProfileHeaderView: UIView {
    private let nameLabel = UILabel()
    private let bioLabel = UILabel()
    private let handleLabel = UILabel()
    private let followButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        themeBackgroundColor = .backgroundPrimary
        addSubview(nameLabel)
        addSubview(bioLabel)
        addSubview(handleLabel)
        addSubview(followButton)
        nameLabel.themeTextColor = .textPrimary
        bioLabel.themeTextColor = .value(.textSecondary, alpha: 0.6)
        handleLabel.themeTextColorForced = .theme(.midnight, value: .textSecondary)
        followButton.setThemeTitleColor(.accent, for: .normal)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A platform property the view overrides: it reacts to the value, it does not theme anything.
final class HighlightingRow: UIControl {
    private let titleLabel = UILabel()

    override var isHighlighted: Bool {
        get { super.isHighlighted }
        set {
            super.isHighlighted = newValue
            backgroundColor = newValue ? .systemGray5 : .clear
            titleLabel.textColor = .label
        }
    }
}
