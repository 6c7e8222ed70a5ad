import UIKit

final class ServerRow: UIView {
    private let nameLabel = UILabel()
    private let loadLabel = UILabel()
    private let upgradeLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .color(.background)
        nameLabel.textColor = .color(.text)
        loadLabel.textColor = UIColor.color(.text, .weak)
        upgradeLabel.textColor = .color(.text, .interactive)
        addSubview(nameLabel)
        addSubview(loadLabel)
        addSubview(upgradeLabel)
    }

    required init?(coder: NSCoder) { nil }
}
