import UIKit

/// The first screen: the conversations.
final class ConversationListViewController: UITableViewController {
    func open(_ conversation: Conversation) {
        let chat = ConversationViewController(conversation: conversation)
        navigationController?.pushViewController(chat, animated: true)
    }

    /// The context menu's "Conversation settings": a page sheet around the app's navigation controller.
    func showSettings(for conversation: Conversation) {
        let settings = ConversationSettingsFactory.make(conversation: conversation)
        let navigation = ChatNavigationController(rootViewController: settings)
        present(navigation, animated: true)
    }

    /// The first launch: the offer covers the whole screen.
    func showUpgradeOnFirstLaunch() {
        let upgrade = UpgradeViewController()
        upgrade.modalPresentationStyle = .fullScreen
        present(upgrade, animated: false)
    }

    func whatsNewSeen() {}

    func showWhatsNew() {
        let whatsNew = WhatsNewFactory.make()
        whatsNew.modalPresentationStyle = .formSheet
        present(whatsNew, animated: true)
    }
}

struct Conversation {
    var title: String
}
