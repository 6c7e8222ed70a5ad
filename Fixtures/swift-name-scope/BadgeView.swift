import UIKit

/// The role its one caller passes colors the count.
final class BadgeView: UIView {
    private let countLabel = UILabel()

    static func unread() -> BadgeView {
        BadgeView(role: .textPrimary)
    }

    init(role: ColorRole) {
        super.init(frame: .zero)
        roleBackgroundColor = .background
        addSubview(countLabel)
        countLabel.roleTextColor = role
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
