import UIKit

/// The order screen's controller (`Main.storyboard`). It fills in the text and sets no colors, so the storyboard's
/// colors are what the screen shows.
final class OrderViewController: UIViewController {
    @IBOutlet var arrivalLabel: UILabel!

    func show(arrival: String) {
        arrivalLabel.text = arrival
    }
}
