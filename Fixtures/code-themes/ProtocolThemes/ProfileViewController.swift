import UIKit

final class ProfileViewController: UIViewController {
    private let nameLabel = UILabel()
    private let bioLabel = UILabel()
    private var theme: Theme { ThemeService.shared.theme }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(nameLabel)
        view.addSubview(bioLabel)
        apply(theme: theme)
    }

    func apply(theme: Theme) {
        nameLabel.textColor = theme.primaryText
        bioLabel.textColor = ThemeService.shared.theme.secondaryText
        view.backgroundColor = theme.background
    }
}
