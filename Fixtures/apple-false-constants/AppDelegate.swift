import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        // A reading setting: high-contrast body text or the softer secondary label.
        if UserDefaults.standard.bool(forKey: "strongText") {
            UIColor.reading.body = .label
        } else {
            UIColor.reading.body = .secondaryLabel
        }
        // The same value again: still one color.
        UIColor.reading.caption = .secondaryLabel
        // A color the server sends: not known from the source.
        UIColor.reading.link = AccentService.shared.downloadedAccent()
        window = UIWindow()
        let tabs = UITabBarController()
        tabs.viewControllers = [
            NoteViewController(nibName: "NoteViewController", bundle: nil),
            QuoteViewController(nibName: "QuoteViewController", bundle: nil),
        ]
        window?.rootViewController = tabs
        window?.makeKeyAndVisible()
        return true
    }
}
