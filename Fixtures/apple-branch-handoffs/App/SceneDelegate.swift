import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        var first: UIViewController?
        if !AppSettings.isLibrarySynced {
            first = Screens.makeSync()
        } else if AppSettings.needsUpdate {
            first = Screens.makeUpdate()
        } else {
            first = Screens.makeLibrary()
        }
        replaceRoot(with: first!)
        window?.makeKeyAndVisible()
    }

    func replaceRoot(with controller: UIViewController) {
        window?.rootViewController = controller
    }
}

enum AppSettings {
    static var isLibrarySynced: Bool { UserDefaults.standard.bool(forKey: "synced") }
    static var needsUpdate: Bool { UserDefaults.standard.bool(forKey: "update") }
}
