import UIKit
import SwiftUI

/// Shows the UIKit screens of the app from SwiftUI.
final class LegacyBridge {
    weak var root: UIViewController?

    func showAbout() {
        root?.present(
            UINavigationController(
                rootViewController: AboutViewController()
            ),
            animated: true)
    }

    func showDiagnostics(in navigation: UINavigationController) {
        // Pushed since 2.0; it was: root?.present(DiagnosticsViewController(), animated: true)
        navigation.pushViewController(DiagnosticsViewController(), animated: true)
    }
}

final class AboutViewController: UITableViewController {
    let footer = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        footer.textColor = .secondaryLabel
        view.addSubview(footer)
    }
}

final class DiagnosticsViewController: UIViewController {
    let status = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        status.textColor = .secondaryLabel
        view.addSubview(status)
    }
}
