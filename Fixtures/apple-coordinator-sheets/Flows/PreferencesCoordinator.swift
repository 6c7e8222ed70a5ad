import SwiftUI
import UIKit

final class PreferencesCoordinator: NSObject, Coordinator {
    var children: [Coordinator] = []
    weak var navigationController: UINavigationController?
    private let showsAdvanced: Bool

    init(navigationController: UINavigationController, showsAdvanced: Bool) {
        self.navigationController = navigationController
        self.showsAdvanced = showsAdvanced
    }

    func start() {
        var stack: [UIViewController] = [makeList()]
        if showsAdvanced {
            stack.append(makeAdvanced())
        }
        navigationController?.setViewControllers(stack, animated: false)
    }

    func showAdvanced() {
        navigationController?.pushViewController(makeAdvanced(), animated: true)
    }

    private func makeList() -> UIViewController {
        UIHostingController(rootView: PreferencesList())
    }

    private func makeAdvanced() -> UIViewController {
        UIHostingController(rootView: AdvancedPreferences())
    }
}
