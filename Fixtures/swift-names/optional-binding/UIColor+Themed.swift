import UIKit

extension UIColor {
    /// A color for both styles: `light`, or `dark` in dark mode when one is given.
    static func themed(light: UIColor, dark: UIColor? = nil) -> UIColor {
        if let dark {
            return UIColor { traits in
                traits.userInterfaceStyle == .dark ? dark : light
            }
        } else {
            return light
        }
    }

    /// The app's accent unless a screen passes its own.
    static func accent(_ custom: UIColor? = nil) -> UIColor {
        guard let custom else { return UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1) }
        return custom
    }
}

enum Shade {
    static let caption = UIColor.themed(light: .darkGray, dark: UIColor(white: 0.94, alpha: 1))
    static let title = UIColor.themed(light: UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1))
    static let page = UIColor.themed(light: .white, dark: .black)
}
