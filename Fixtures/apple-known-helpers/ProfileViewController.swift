import UIKit

/// A private helper every call of which passes a view this controller knows: its outlets, or a label it makes.
final class ProfileViewController: UIViewController {
    @IBOutlet private var nameLabel: UILabel!
    @IBOutlet private var bioLabel: UILabel!
    @IBOutlet private var handleLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        dim(nameLabel)
        dim(self.bioLabel)
        let badge = UILabel()
        dim(badge)
        view.addSubview(badge)
    }

    private func dim(_ label: UILabel) {
        label.textColor = .secondaryLabel
    }
}
