import UIKit

final class WhatsNewViewController: UIViewController {
    private let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = "What's new"
        titleLabel.textColor = .secondaryLabel
        view.addSubview(titleLabel)
    }
}
