import UIKit

final class BannerView: UIView {
    private let titleLabel = UILabel()
    private let detailLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        roleBackgroundColor = .background
        addSubview(titleLabel)
        addSubview(detailLabel)
        titleLabel.roleTextColor = .highlight
        detailLabel.roleTextColor = .highlight
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
