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

    @objc func done() {
        // The list that presented it: an ancestor, not a screen this one shows.
        (presentingViewController as? ConversationListViewController)?.whatsNewSeen()
        dismiss(animated: true)
    }
}
