import UIKit

final class SettingsViewController: UIViewController {
    private let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = "Settings"
        titleLabel.textColor = .secondaryLabel
        view.addSubview(titleLabel)
    }
}
