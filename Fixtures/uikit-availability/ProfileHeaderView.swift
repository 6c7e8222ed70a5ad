import UIKit

final class ProfileHeaderView: UIView {
    let nameLabel = UILabel()
    let handleLabel = UILabel()
    let statusLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        [nameLabel, handleLabel, statusLabel].forEach { addSubview($0) }
        applyNameColor()
        applyHandleColor()
        if #available(iOS 14.0, *) {
            statusLabel.textColor = .secondaryLabel
        } else {
            statusLabel.textColor = .black
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    private func applyNameColor() {
        if #available(iOS 13.0, *) {
            nameLabel.textColor = .label
        } else {
            nameLabel.textColor = .darkText
        }
    }

    private func applyHandleColor() {
        guard #available(iOS 13.0, *) else {
            handleLabel.textColor = .gray
            return
        }
        handleLabel.textColor = .secondaryLabel
    }
}
