import UIKit

final class CaptionOverlayView: UIView {
    private let captionLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .black
        captionLabel.textColor = .white
        addSubview(captionLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
