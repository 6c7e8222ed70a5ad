import UIKit

final class WelcomeViewController: UIViewController {
    init() {
        super.init(nibName: "WelcomeView", bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
