import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var home: HomeCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let rootNavigation = UINavigationController()
        window.rootViewController = rootNavigation
        let home = HomeCoordinator(navigationController: rootNavigation)
        home.start()
        self.home = home
        self.window = window
        window.makeKeyAndVisible()
    }
}
