import UIKit

/// A navigation title view: a name over a status line, with colored backgrounds left in for debugging.
final class ProfileTitleView: UIView {
    /// Turn on to see the stack's frame while laying out.
    private static let showsLayoutColors = false

    private let nameLabel: UILabel = {
        let label = UILabel()
        label.textColor = .label
        return label
    }()

    private let statusLabel: UILabel = {
        let label = UILabel()
        label.textColor = .secondaryLabel
        return label
    }()

    private lazy var stack: UIStackView = {
        let stack = UIStackView(arrangedSubviews: [nameLabel, statusLabel])
        stack.axis = .vertical
        if ProfileTitleView.showsLayoutColors {
            stack.backgroundColor = .systemYellow
        }
        return stack
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        addSubview(stack)
        #if DEBUG
            statusLabel.textColor = .systemRed
        #endif
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
