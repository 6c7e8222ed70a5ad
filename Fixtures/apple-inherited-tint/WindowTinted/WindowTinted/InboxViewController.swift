import UIKit

final class InboxViewController: UIViewController {
    init() {
        super.init(nibName: "InboxView", bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
