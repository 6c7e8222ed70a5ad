import UIKit

final class TerminalViewController: UIViewController {
    @objc func showSettings() {
        DispatchQueue.main.async {
            let nav = UINavigationController()
            nav.navigationBar.prefersLargeTitles = true
            let settings = SettingsFactory.makeSettings(nav: nav)
            nav.setViewControllers([settings], animated: false)
            self.present(nav, animated: true, completion: nil)
        }
    }

    @objc func showWelcome() {
        let welcome = SettingsFactory.makeWelcome()
        welcome.modalPresentationStyle = .fullScreen
        present(welcome, animated: true)
    }
}
