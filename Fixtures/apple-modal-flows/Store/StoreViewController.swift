import UIKit

/// Sells the app's upgrade; its screen is the Store storyboard's first scene.
final class StoreViewController: UIViewController {
    @IBOutlet weak var priceLabel: UILabel!
}
