import UIKit

/// A keypad whose keys are one outlet collection, styled in one loop.
final class KeypadViewController: UIViewController {
    @IBOutlet var keyButtons: [UIButton]!
    @IBOutlet private var hintLabel: UILabel!

    init() {
        super.init(nibName: "KeypadViewController", bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        hintLabel.textColor = .lightGray
        for key in keyButtons {
            key.setTitleColor(.systemOrange, for: .normal)
        }
    }
}
