import UIKit

final class ReaderTabController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [MemberCardController(nibName: "ProfileCard", bundle: nil)]
    }
}
