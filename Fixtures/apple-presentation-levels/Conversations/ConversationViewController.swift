import UIKit

/// A conversation, pushed from the list. Tapping the title opens its settings: a sheet beside the split view on iPad,
/// pushed on the stack on iPhone.
final class ConversationViewController: UIViewController {
    let conversation: Conversation

    init(conversation: Conversation) {
        self.conversation = conversation
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private let topicLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        topicLabel.text = conversation.title
        topicLabel.textColor = .secondaryLabel
        view.addSubview(topicLabel)
    }

    /// A reply thread: the same screen, presented in a page sheet over this one.
    func openThread(_ thread: Conversation) {
        let threadView = ConversationViewController(conversation: thread)
        let navigation = ChatNavigationController(rootViewController: threadView)
        present(navigation, animated: true)
    }

    /// The offer from the conversation's menu: a page sheet (the default style).
    func showUpgrade() {
        present(UpgradeViewController(), animated: true)
    }

    @objc func titleTapped() {
        let settings = ConversationSettingsFactory.make(conversation: conversation)
        if traitCollection.horizontalSizeClass == .regular {
            let navigation = UINavigationController(rootViewController: settings)
            present(navigation, animated: true)
        } else {
            navigationController?.pushViewController(settings, animated: true)
        }
    }
}
