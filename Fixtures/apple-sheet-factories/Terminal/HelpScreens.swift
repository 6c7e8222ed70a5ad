import SwiftUI
import UIKit

extension UIViewController {
    /// The app's own presenting helper: as a popover from a sender, else with the default style.
    @discardableResult
    func show(modally controller: UIViewController, from sender: UIView? = nil) -> Bool {
        guard presentedViewController == nil else { return false }
        if let sender {
            controller.modalPresentationStyle = .popover
            controller.popoverPresentationController?.sourceView = sender
        }
        present(controller, animated: true)
        return true
    }
}

final class HelpViewController: UIViewController {
    static func instantiate() -> UINavigationController {
        UINavigationController(rootViewController: UIHostingController(rootView: HelpView()))
    }
}

struct HelpView: View {
    var body: some View {
        List {
            Text("Keyboard shortcuts").foregroundStyle(.secondary)
        }
    }
}

final class ConsoleViewController: UIViewController {
    func openHelp() {
        show(modally: HelpViewController.instantiate())
    }
}
