import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    /// Opens the help center on the window's navigation stack (from a settings link or a notification).
    func showHelp() {
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        let navigation = scene?.windows.first?.rootViewController as? UINavigationController
        navigation?.pushViewController(HelpViewController(), animated: true)
    }
}
