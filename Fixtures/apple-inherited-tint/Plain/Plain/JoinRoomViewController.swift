import UIKit

final class JoinRoomViewController: UIViewController {
    init() {
        super.init(nibName: "JoinRoomView", bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @IBAction func join(_ sender: UIButton) {
        navigationController?.pushViewController(ProfileViewController(), animated: true)
    }
}
