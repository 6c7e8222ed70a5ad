import UIKit

/// Starts the app's flows from the inbox.
final class InboxCoordinator: NSObject {
    weak var split: UISplitViewController?

    func start(in window: UIWindow) {
        window.rootViewController = MSGInboxViewController()
    }

    func inboxDidTapCompose(_ inbox: UIViewController) {
        let compose = AppStyle.shared.composeController()
        compose.draftID = nil
        let modal = UINavigationController(rootViewController: compose)
        modal.modalPresentationStyle = .formSheet

        split?.present(modal, animated: true, completion: nil)
    }

    func inboxDidTapStore(_ inbox: UIViewController) {
        StoreViewController.show(from: inbox)
    }
}

/// The app's look, and the controllers it styles.
final class AppStyle: NSObject {
    static let shared = AppStyle()

    func composeController() -> MSGComposeViewController {
        MSGComposeViewController()
    }
}
