import SwiftUI
import UIKit

final class LibraryController: UIViewController {
    static func instantiate() -> UINavigationController {
        let vc = Self()
        return UINavigationController(rootViewController: vc)
    }

    private var pendingHistory: UIViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        let host = UIHostingController(rootView: LibraryView())
        addChild(host)
        view.addSubview(host.view)
        host.didMove(toParent: self)
    }

    func openDetail(_ title: String) {
        navigationController?.pushViewController(DetailController.instantiate(title: title), animated: true)
    }

    func openAccount() {
        let nav = UINavigationController(rootViewController: AccountController.instantiate())
        present(nav, animated: true)
    }

    @objc func share(_ sender: UIBarButtonItem) {
        show(Screens.makeShare(), from: sender)
    }

    func openHelp() {
        showWrapped(Screens.makeHelp())
    }

    func openExport() {
        showController(Screens.makeExport())
    }

    func openFilters() {
        showAdaptive(Screens.makeFilters())
    }

    func prepareHistory() {
        pendingHistory = Screens.makeHistory()
    }
}

struct LibraryView: View {
    var body: some View {
        List {
            Text("Recently added").foregroundStyle(.secondary)
        }
    }
}
