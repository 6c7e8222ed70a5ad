import UIKit
import FlatButtons

/// Styled in `setup()`, which the library's `FlatButton` calls when the button is loaded: the library's
/// `setBackgroundColor(_:for:animated:)` draws a color per state, which the storyboard's background does not say.
class PrimaryButton: FlatButton {
    override func setup() {
        super.setup()
        setBackgroundColor(.black, for: .normal, animated: false)
        setTitleColor(.white, for: .normal)
    }
}

/// Recolors its own title when loaded from the storyboard.
class DestructiveButton: UIButton {
    override func awakeFromNib() {
        super.awakeFromNib()
        setTitleColor(.systemRed, for: .normal)
    }
}

final class BidViewController: UIViewController {}
