import UIKit

final class CheckoutCoordinator {
    func start(from presenter: UIViewController) {
        let navigation = UINavigationController(rootViewController: CartViewController())
        navigation.overrideUserInterfaceStyle = .light
        presenter.present(navigation, animated: true)
    }
}
