import UIKit

/// A helper that takes a label: whichever label code hands it, Legible cannot tell from the write alone.
final class TintViewController: UIViewController {
    @IBOutlet private var titleLabel: UILabel!
    @IBOutlet private var goButton: UIButton!
    @IBOutlet private var noteLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        paint(titleLabel)
        // A label this code makes itself: no element of the document.
        let badge = UILabel()
        badge.textColor = UIColor.systemPink
        view.addSubview(badge)
    }

    func paint(_ label: UILabel) {
        label.textColor = UIColor.systemRed
    }
}
