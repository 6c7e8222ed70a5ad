import SwiftUI
import UIKit

final class HomeCoordinator: NSObject, Coordinator {
    var children: [Coordinator] = []
    weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let home = makeHome()
        navigationController?.setViewControllers([home], animated: false)
    }

    func openRename() {
        guard let navigationController else { return }
        let renameNavigation = UINavigationController()
        renameNavigation.modalPresentationStyle = .formSheet
        let rename = RenameCoordinator(navigationController: renameNavigation)
        children.append(rename)
        rename.start()
        navigationController.present(renameNavigation, animated: true, completion: nil)
    }

    func openPreferences() {
        guard let navigationController else { return }
        let preferencesNavigation = UINavigationController()
        let container = SheetContainerController(rootViewController: preferencesNavigation)
        let preferences = PreferencesCoordinator(navigationController: preferencesNavigation, showsAdvanced: false)
        children.append(preferences)
        preferences.start()
        navigationController.present(container, animated: true, completion: nil)
    }

    private func makeHome() -> UIViewController {
        UIHostingController(rootView: HomeList())
    }
}
