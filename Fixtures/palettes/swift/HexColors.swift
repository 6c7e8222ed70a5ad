// Fixture: hex helpers, recognised by the literal's shape.
import UIKit
import SwiftUI

extension UIColor {
    convenience init(hex: Int, alpha: CGFloat = 1) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255, blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }
}

enum HexColors {
    static let int6 = UIColor(hex: 0x1A2B3C)
    static let int6Alpha = UIColor(hex: 0x1A2B3C, alpha: 0.5)
    static let string6 = UIColor(hex: "#1A2B3C")
    static let bare6 = Color(hex: "4285f4")
    static let string8 = UIColor(hex: "#11223380")
    static let int8 = UIColor(hex: 0x80112233)
    static let rgba8 = Color(rgba: 0x0606_06ff)
    static let argb8 = UIColor(argb: 0xFF0A0B0C)
    static let rgb = UIColor(rgb: 0xABCDEF)
    static let project = UIColor(brandHex: "#FEDCBA")
    static let tooShort = UIColor(hex: "#12345")
}
