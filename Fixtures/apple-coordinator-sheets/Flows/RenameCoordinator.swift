import SwiftUI
import UIKit

final class RenameCoordinator: Coordinator {
    var children: [Coordinator] = []
    weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let form = makeForm()
        navigationController?.setViewControllers([form], animated: false)
    }

    private func makeForm() -> UIViewController {
        UIHostingController(rootView: RenameForm())
    }
}
