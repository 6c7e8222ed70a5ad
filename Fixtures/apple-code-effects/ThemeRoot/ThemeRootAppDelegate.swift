import UIKit

@main
class ThemeRootAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = AboutViewController(nibName: "AboutViewController", bundle: nil)
        window?.makeKeyAndVisible()
        return true
    }
}
