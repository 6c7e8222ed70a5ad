import UIKit

final class GradientHeaderView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .black
        titleLabel.textColor = .white
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
