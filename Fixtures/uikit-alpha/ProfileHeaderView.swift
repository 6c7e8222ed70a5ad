import UIKit

/// The header of the profile screen, laid out in ProfileHeaderView.xib.
final class ProfileHeaderView: UIView {
    @IBOutlet weak var captionLabel: UILabel!
    @IBOutlet weak var badgeLabel: UILabel!

    static func make() -> ProfileHeaderView {
        UINib(nibName: "ProfileHeaderView", bundle: nil).instantiate(withOwner: nil)[0] as! ProfileHeaderView
    }
}

final class ProfileViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.tableHeaderView = ProfileHeaderView.make()
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        window?.rootViewController = UINavigationController(rootViewController: ProfileViewController())
    }
}
