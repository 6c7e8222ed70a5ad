import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let tabs = UITabBarController()
        tabs.viewControllers = [
            TintViewController(nibName: "TintViewController", bundle: nil),
            ListViewController(nibName: "ListViewController", bundle: nil),
            ProfileViewController(nibName: "ProfileViewController", bundle: nil),
            PanelViewController(nibName: "PanelViewController", bundle: nil),
            BadgeViewController(nibName: "BadgeViewController", bundle: nil),
            StatusViewController(nibName: "StatusViewController", bundle: nil),
        ]
        window = UIWindow()
        window?.rootViewController = tabs
        window?.makeKeyAndVisible()
        return true
    }
}
