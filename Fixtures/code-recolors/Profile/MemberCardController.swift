import UIKit

final class MemberCardController: UIViewController {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var roleLabel: UILabel!
    @IBOutlet var factLabels: [UILabel]!

    override func viewDidLoad() {
        super.viewDidLoad()
        decorate(with: .standard)
    }
}
