import UIKit

/// The app's navigation controller: large titles everywhere.
class ChatNavigationController: UINavigationController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.prefersLargeTitles = true
    }
}
