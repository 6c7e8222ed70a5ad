import UIKit

extension UIColor {
    convenience init(shade: BrandShade, alpha: CGFloat = 1) {
        self.init(hexString: shade.rawValue, alpha: alpha)
    }

    convenience init(hexString: String, alpha: CGFloat = 1) {
        var value: UInt64 = 0
        Scanner(string: hexString).scanHexInt64(&value)
        self.init(
            red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
            blue: CGFloat(value & 0xFF) / 255, alpha: alpha)
    }

    static var brandLink: UIColor {
        UIColor(shade: .blue50)
    }

    static var brandLinkPressed: UIColor {
        UIColor(shade: .blue60, alpha: 0.8)
    }
}
