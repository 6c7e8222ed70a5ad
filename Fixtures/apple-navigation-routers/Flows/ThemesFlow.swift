import UIKit

final class ThemesFlow: FlowCoordinator {
    private let picker: ThemePickerViewController

    override init(router: StackRouter) {
        picker = ThemePickerViewController.fromStoryboard()
        super.init(router: router)
    }

    override func start() {
        router.push(picker, animated: true)
    }
}
