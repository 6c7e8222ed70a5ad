import UIKit

/// Loops over the view tree: every label, then every button, of the screen.
final class ListViewController: UIViewController {
    @IBOutlet private var nameLabel: UILabel!
    @IBOutlet private var doneButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        for case let label as UILabel in view.subviews {
            label.textColor = .systemBlue
        }
        view.subviews.compactMap { $0 as? UIButton }.forEach { $0.setTitleColor(.systemGreen, for: .normal) }
    }
}
