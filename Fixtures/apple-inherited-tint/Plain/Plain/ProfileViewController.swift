import UIKit

final class ProfileViewController: UIViewController {
    init() {
        super.init(nibName: "ProfileView", bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.tintColor = .systemPink
    }
}
