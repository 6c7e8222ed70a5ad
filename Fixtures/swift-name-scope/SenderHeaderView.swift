import UIKit

final class SenderHeaderView: UIView {
    private let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        addSubview(nameLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func show(isForwarded: Bool, isCompact: Bool) {
        let nameColor: UIColor
        if isForwarded {
            if isCompact {
                nameColor = .darkGray
            } else {
                nameColor = UIColor(red: 0.4, green: 0.4, blue: 0.45, alpha: 1)
            }
        } else {
            nameColor = .black
        }
        nameLabel.textColor = nameColor
    }
}
