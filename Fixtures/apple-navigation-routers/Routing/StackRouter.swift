import UIKit

/// Owns a navigation stack that is shown modally; flows push their screens onto it.
final class StackRouter: NSObject {
    let navigationController: StackNavigationController

    static func modal(style: UIModalPresentationStyle, anchor: UIView? = nil) -> StackRouter {
        let stack = StackNavigationController()
        stack.modalPresentationStyle = style
        if let anchor, let popover = stack.popoverPresentationController {
            popover.sourceView = anchor
        }
        return StackRouter(stack)
    }

    init(_ navigationController: StackNavigationController) {
        self.navigationController = navigationController
        super.init()
    }

    func push(_ viewController: UIViewController, animated: Bool) {
        navigationController.pushViewController(viewController, animated: animated)
    }
}

final class StackNavigationController: UINavigationController {}

extension UIViewController {
    func present(_ router: StackRouter, animated: Bool) {
        present(router.navigationController, animated: animated)
    }

    class func fromStoryboard() -> Self {
        let name = String(describing: self)
        return UIStoryboard(name: "Screens", bundle: nil).instantiateViewController(withIdentifier: name) as! Self
    }
}
