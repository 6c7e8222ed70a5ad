import UIKit

final class SettingsFlow: FlowCoordinator {
    private let settings = SettingsViewController()

    override func start() {
        router.push(settings, animated: true)
    }

    func showThemes() {
        let themes = ThemesFlow(router: router)
        themes.start()
        children.append(themes)
    }
}
