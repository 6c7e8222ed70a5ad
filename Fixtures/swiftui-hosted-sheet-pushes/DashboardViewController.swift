import SwiftUI
import UIKit
import SheetKitUI

final class DashboardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "gear"), style: .plain, target: self, action: #selector(openPreferences))
    }

    @objc private func openPreferences() {
        let hostingController = DismissibleHostingController(
            rootView: PreferencesView(appName: "Dashboard")
                .environment(\.locale, .current),
            isModalInPresentation: false)
        present(hostingController, animated: true)
    }
}
