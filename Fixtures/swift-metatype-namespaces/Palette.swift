import UIKit

/// The app's colors, grouped in an enum and reached from `UIColor` through a property that holds the enum itself.
enum BrandColors {
    static let surface = UIColor.adaptive(dark: UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1), light: .white)
    static let title = UIColor.adaptive(dark: UIColor(red: 245 / 255, green: 245 / 255, blue: 245 / 255, alpha: 1), light: UIColor(red: 32 / 255, green: 32 / 255, blue: 32 / 255, alpha: 1))
    static let caption = UIColor.adaptive(dark: UIColor(red: 154 / 255, green: 154 / 255, blue: 158 / 255, alpha: 1), light: UIColor(red: 106 / 255, green: 106 / 255, blue: 110 / 255, alpha: 1))
}

extension UIColor {
    static var brand = BrandColors.self
    static let legacy: BrandColors.Type = BrandColors.self

    fileprivate static func adaptive(dark: UIColor, light: UIColor) -> UIColor {
        UIColor { $0.userInterfaceStyle == .dark ? dark : light }
    }
}
