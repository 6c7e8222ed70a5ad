import UIKit

/// The subscription offer: full screen on the first launch, a page sheet when the user opens it from a conversation.
final class UpgradeViewController: UIViewController {
    private let priceLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        priceLabel.text = "1 month free, then 2.99 a month"
        priceLabel.textColor = .secondaryLabel
        view.addSubview(priceLabel)
    }
}
