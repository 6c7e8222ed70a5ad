import UIKit

/// A rounded button that darkens while pressed, turns gray while disabled and black while selected.
final class PillButton: UIButton {
    private static let pressedFill = UIColor.systemIndigo.darkened(by: 0.25)

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder: NSCoder) {
        fatalError("not used")
    }

    override var isHighlighted: Bool {
        didSet {
            backgroundColor = isHighlighted ? Self.pressedFill : .systemIndigo
        }
    }

    override var isEnabled: Bool {
        didSet {
            if isEnabled {
                backgroundColor = .systemIndigo
            } else {
                backgroundColor = .systemGray
            }
        }
    }

    override var isSelected: Bool {
        didSet {
            backgroundColor = isSelected ? .black : .systemIndigo
        }
    }

    private func configure() {
        backgroundColor = .systemIndigo
        setTitleColor(.white, for: .normal)
        setTitleColor(.lightText, for: .highlighted)
        setTitleColor(.white, for: .disabled)
        setTitleColor(.systemYellow, for: .selected)
    }
}
