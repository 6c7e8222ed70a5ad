// Fixture: palettes as static members, enums, computed properties and top-level constants (UIKit).
import UIKit

extension UIColor {
    struct Palette {
        /* Brand blue, written the way design hand-offs give it: 0–255 over 255. */
        static let ceruleanBlue = UIColor(red: 0.0 / 255.0, green: 158.0 / 255.0, blue: 220.0 / 255.0, alpha: 1.0)
        static let charcoal = UIColor(white: 0.2, alpha: 1)
        static let wideRed = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)
        static let sunflower = UIColor(hue: 0.125, saturation: 1, brightness: 1, alpha: 1)
        static let mint: UIColor = .init(red: CGFloat(0x3E) / 255, green: CGFloat(180) / 255, blue: 137 / 255.0, alpha: 1)
        static let ink = UIColor(red: -0.0, green: (1 - 0.9), blue: 0.1_0, alpha: 1)
    }
}

enum Colors {
    static let coral = UIColor(red: 1, green: 0x7F / 255.0, blue: 0x50 / 255.0, alpha: 1)
    static let literal = #colorLiteral(red: 0.5, green: 0.25, blue: 1, alpha: 1)
    static var slate: UIColor { UIColor(red: 0.44, green: 0.5, blue: 0.56, alpha: 1) }
    static var paper: UIColor {
        return UIColor(white: 0.98, alpha: 1)
    }
}

let brandBlue = UIColor(red: 0, green: 0.4, blue: 0.8, alpha: 1)
let cgBrand = CGColor(red: 1, green: 0, blue: 0.5, alpha: 1)
let cgSRGB = CGColor(srgbRed: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
