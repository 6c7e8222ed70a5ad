import UIKit

final class TooltipBubbleView: UIView {
    private lazy var gradient: CAGradientLayer = {
        let layer = CAGradientLayer()
        layer.colors = [UIColor.systemPurple.cgColor, UIColor.systemIndigo.cgColor]
        return layer
    }()

    private let messageLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemIndigo
        messageLabel.textColor = .white
        messageLabel.numberOfLines = 0
        addSubview(messageLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func draw(_ rect: CGRect) {
        super.draw(rect)
        layer.insertSublayer(gradient, at: 0)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        gradient.frame = bounds
    }
}
