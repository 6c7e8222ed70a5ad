import UIKit

final class ThemePickerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Theme"
    }
}

final class ExpiryEditorViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Expiry"
    }
}

final class ReaderViewController: UIViewController {}

final class ArchiveViewController: UIViewController {}
