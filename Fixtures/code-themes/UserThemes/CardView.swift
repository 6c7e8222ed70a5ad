import UIKit

final class CardView: UIView {
    private let headingLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = BoardThemes.shared.selected.surface
        headingLabel.textColor = BoardThemes.shared.selected.text
        addSubview(headingLabel)
    }

    required init?(coder: NSCoder) { nil }
}
