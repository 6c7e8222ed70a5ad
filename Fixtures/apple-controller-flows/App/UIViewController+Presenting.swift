import UIKit

extension UIViewController {
    /// The app's own presenting helper: as a popover from a bar button, else with the default style.
    @discardableResult
    func show(_ vc: UIViewController, from sender: UIBarButtonItem? = nil) -> Bool {
        guard presentedViewController == nil else { return false }
        if let sender {
            vc.modalPresentationStyle = .popover
            vc.popoverPresentationController?.barButtonItem = sender
        }
        present(vc, animated: true)
        return true
    }

    /// A second helper level: wraps the controller in a navigation controller and hands it to `show(_:from:)`.
    func showWrapped(_ controller: UIViewController) {
        let nav = UINavigationController(rootViewController: controller)
        show(nav)
    }

    /// Full screen where the width is compact, else the default page sheet: the controller has hosts on two levels.
    func showAdaptive(_ vc: UIViewController) {
        if traitCollection.horizontalSizeClass == .compact {
            vc.modalPresentationStyle = .fullScreen
        }
        present(vc, animated: true)
    }
}
