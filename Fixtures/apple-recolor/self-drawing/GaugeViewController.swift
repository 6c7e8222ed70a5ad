import UIKit

final class GaugeViewController: UIViewController {
    @IBOutlet private var valueLabel: UILabel!
}

/// Draws its own face in code (`draw(_:)`): what it paints under its subviews is that code's.
class DialView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.systemTeal.setFill()
        UIBezierPath(ovalIn: bounds).fill()
    }
}

/// Draws nothing itself: its superclass does.
final class GaugeView: DialView {}
