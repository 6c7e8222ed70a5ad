import UIKit

/// The checkout screen: its buttons stay disabled until the basket is confirmed elsewhere.
final class CheckoutViewController: UIViewController {
    @IBOutlet var payButton: UIButton!
    @IBOutlet var totalLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        totalLabel.text = "Total: 0.00"
    }
}
