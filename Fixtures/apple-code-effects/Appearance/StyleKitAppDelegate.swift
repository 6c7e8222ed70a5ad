import UIKit

/// App-wide styling set once at launch on UIKit's appearance proxies (imitates a notes app's AppDelegate theming).
@main
class StyleKitAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        applyHouseStyle()
        return true
    }

    private func applyHouseStyle() {
        UINavigationBar.appearance().barTintColor = .houseBar
        UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.houseInk]

        UITableViewCell.appearance().backgroundColor = .houseCell

        // Every label, through the label's own theming property.
        UILabel.appearance().inkColor = .houseInk
        // Labels inside a search field keep a lighter ink: no storyboard label is in one.
        UILabel.appearance(whenContainedInInstancesOf: [UISearchBar.self]).inkColor = .systemBlue

        UIButton.appearance().setTitleColor(.systemGreen, for: .normal)
    }

    func showPreferences() {
        window?.rootViewController = UIStoryboard(name: "Preferences", bundle: nil).instantiateInitialViewController()
    }
}
