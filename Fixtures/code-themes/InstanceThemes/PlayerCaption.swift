import UIKit

final class PlayerCaption: UIView {
    private let timeLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(timeLabel)
        backgroundColor = Skin.activeForPlayer.swatches.canvas
        timeLabel.textColor = Skin.activeForPlayer.swatches.captionText
    }

    required init?(coder: NSCoder) { nil }
}
