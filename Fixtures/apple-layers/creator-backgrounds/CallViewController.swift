import UIKit

class CallViewController: UIViewController {
    private lazy var unreadCounter: CountBadge = {
        let counter = CountBadge(size: 30)
        counter.backgroundColor = BadgeColors.unread
        return counter
    }()

    private let status = StatusPill()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(unreadCounter)
        view.addSubview(status)
    }
}
