import UIKit

final class HintViewController: UIViewController {
    @IBOutlet private var fadedLabel: UILabel!
    @IBOutlet private var toggledLabel: UILabel!
    @IBOutlet private var panel: UIView!
    @IBOutlet private var loadingView: UIView!

    var hasHints = false

    override func viewDidLoad() {
        super.viewDidLoad()
        // Its text only: the faded label stays at alpha 0.
        fadedLabel.text = "Saved"
        toggledLabel.isHidden = !hasHints
        loadingView.removeFromSuperview()
    }

    func showUndo() {
        UIView.animate(withDuration: 0.3) {
            self.panel.alpha = 1
        }
    }
}
