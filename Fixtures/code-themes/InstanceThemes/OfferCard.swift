import UIKit

final class OfferCard: UIView {
    private let priceLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(priceLabel)
        backgroundColor = .white
        priceLabel.textColor = Skin.active.swatches.bodyText
    }

    required init?(coder: NSCoder) { nil }
}
