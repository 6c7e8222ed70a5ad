import UIKit

/// A card with a title and a caption, colored through `UIColor.brand` (the enum above).
final class ReceiptCard: UIView {
    let titleLabel = UILabel()
    let captionLabel = UILabel()

    init() {
        super.init(frame: .zero)
        backgroundColor = UIColor.brand.surface
        addSubview(titleLabel)
        addSubview(captionLabel)
        titleLabel.textColor = UIColor.brand.title
        captionLabel.textColor = .legacy.caption
    }

    required init?(coder: NSCoder) { fatalError() }
}

/// Shown as the window's root.
final class ReceiptViewController: UIViewController {
    override func loadView() { view = ReceiptCard() }
}
