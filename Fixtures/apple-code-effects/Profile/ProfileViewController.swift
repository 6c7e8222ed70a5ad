import UIKit

final class ProfileViewController: UIViewController {
    private let titleView = ProfileTitleView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(titleView)
    }
}
