import UIKit

/// A private helper one call of which passes a label found in a loop: that call may reach any label.
final class FeedViewController: UIViewController {
    @IBOutlet private var titleLabel: UILabel!
    @IBOutlet private var countLabel: UILabel!
    @IBOutlet private var moreButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        tint(titleLabel)
        for case let label as UILabel in view.subviews {
            if label.tag == 7 {
                tint(label)
            }
        }
    }

    private func tint(_ label: UILabel) {
        label.textColor = .systemOrange
    }
}
