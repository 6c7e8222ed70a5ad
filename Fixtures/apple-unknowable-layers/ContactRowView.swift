import UIKit

final class ContactRowView: UIView {
    private let avatarView = UIImageView()
    private let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        addSubview(avatarView)
        addSubview(nameLabel)
        nameLabel.textColor = .darkGray
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
