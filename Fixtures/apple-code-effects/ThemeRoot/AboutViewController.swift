import UIKit

/// The colors of one of the app's themes; which one is shown is the user's choice.
protocol AboutTheme {
    var headerBackground: UIColor { get }
}

class AboutViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!
    var theme: AboutTheme?

    override func viewDidLoad() {
        super.viewDidLoad()
        if let theme = theme {
            update(theme: theme)
        }
    }

    /// Called again whenever the user picks another theme.
    func update(theme: AboutTheme) {
        view.backgroundColor = theme.headerBackground
        titleLabel.textColor = .secondaryLabel
    }
}
