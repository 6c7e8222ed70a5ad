import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

final class HomeViewController: UIViewController {
    // Settings is shown by its storyboard identifier; Help's identifier is only in a comment:
    // storyboard?.instantiateViewController(withIdentifier: "Help")
    @objc func openSettings() {
        guard let settings = storyboard?.instantiateViewController(withIdentifier: "Settings") else { return }
        navigationController?.pushViewController(settings, animated: true)
    }
}

final class DetailViewController: UIViewController {}
final class SettingsViewController: UIViewController {}
// Credits (and the Legal scene only it leads to) have no identifier and no segue into them: the About button
// opens the web page instead.
final class CreditsViewController: UIViewController {}
final class LegalViewController: UIViewController {}
final class HelpViewController: UIViewController {}
