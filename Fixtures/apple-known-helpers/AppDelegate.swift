import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let tabs = UITabBarController()
        tabs.viewControllers = [
            ProfileViewController(nibName: "ProfileViewController", bundle: nil),
            FeedViewController(nibName: "FeedViewController", bundle: nil),
        ]
        window = UIWindow()
        window?.rootViewController = tabs
        window?.makeKeyAndVisible()
        return true
    }
}
