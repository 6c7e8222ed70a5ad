import UIKit

/// Its caller decides the text color: `textColor` here is the parameter, not any other type's property.
final class AttachmentView: UIView {
    private let nameLabel = UILabel()

    init(fileName: String, textColor: ColorRole) {
        super.init(frame: .zero)
        roleBackgroundColor = .background
        setUp(fileName: fileName, textColor: textColor)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func setUp(fileName: String, textColor: ColorRole) {
        addSubview(nameLabel)
        nameLabel.text = fileName
        nameLabel.roleTextColor = textColor
    }
}
