import UIKit

/// A banner: artwork, a shade whose layer holds a gradient added in code, then the caption over both.
final class BannerView: UIView {
    private let artwork = UIImageView()
    private let shade = UIView()
    private let shadeLayer = CAGradientLayer()
    private let captionBox = UIView()
    private let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        addSubview(artwork)
        shadeLayer.colors = [UIColor.clear.cgColor, UIColor.black.cgColor]
        shade.layer.addSublayer(shadeLayer)
        shade.backgroundColor = .clear
        addSubview(shade)
        addSubview(captionBox)
        caption.backgroundColor = .clear
        caption.textColor = .white
        captionBox.addSubview(caption)
    }

    required init?(coder: NSCoder) { nil }
}
