import UIKit

// A small code-defined palette: one adaptive color, one fixed color.
extension UIColor {
    enum Brand {
        static let border = UIColor { traits in
            traits.userInterfaceStyle == .dark
                ? UIColor(red: 0.3, green: 0.3, blue: 0.35, alpha: 1)
                : UIColor(red: 0.8, green: 0.8, blue: 0.85, alpha: 1)
        }
        static let ink = UIColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1)
    }
}
