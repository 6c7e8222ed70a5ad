import UIKit

final class HelpViewController: UIViewController {
    private let hint = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        hint.text = "Search the help center"
        hint.textColor = .secondaryLabel
        view.addSubview(hint)
    }
}
