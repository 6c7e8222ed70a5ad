import UIKit

extension UIStackView {
    /// Lays out `views` along `axis`: the way many apps shorten `UIStackView(arrangedSubviews:)`.
    convenience init(axis: NSLayoutConstraint.Axis = .horizontal, spacing: CGFloat? = nil, _ views: [UIView]) {
        self.init(arrangedSubviews: views)
        self.axis = axis
        if let spacing {
            self.spacing = spacing
        }
    }
}

/// A horizontal stack that adds each of its views itself.
final class HStack: UIStackView {
    init(_ views: [UIView], spacing: CGFloat = 8) {
        super.init(frame: .zero)
        self.spacing = spacing
        views.forEach { addArrangedSubview($0) }
    }

    required init(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
