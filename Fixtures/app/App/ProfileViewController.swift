import UIKit

/// The controller of the storyboard's profile scene. It sets no colors: what `Main.storyboard` says is what the
/// screen shows (Legible reads this file to know that; a storyboard whose controller's code it has not read is
/// listed for review).
final class ProfileViewController: UIViewController {
    @IBOutlet var nameLabel: UILabel!
    @IBOutlet var lastSeenLabel: UILabel!

    func show(name: String, lastSeen: String) {
        nameLabel.text = name
        lastSeenLabel.text = lastSeen
    }
}
