import SwiftUI
import UIKit

extension Color {
    /// An sRGB color from 0xRRGGBB.
    static func rgb(_ value: UInt) -> Self {
        Self(
            red: Double((value & 0xff0000) >> 16) / 255,
            green: Double((value & 0x00ff00) >> 8) / 255,
            blue: Double(value & 0x0000ff) / 255,
            opacity: 1
        )
    }

    static let ink = rgb(0x1a2b3c)
    static let paper = Self(white: 0.96)
    static let adaptiveInk = Self {
        $0.userInterfaceStyle == .dark ? .white : .ink
    }
}

extension Color {
    init(dynamicProvider: @escaping (UITraitCollection) -> Color) {
        self = Self(UIColor { UIColor(dynamicProvider($0)) })
    }
}

extension UIColor {
    static func rgb(_ value: UInt) -> Self {
        Self(
            red: CGFloat((value >> 16) & 0xff) / 255, green: CGFloat((value >> 8) & 0xff) / 255,
            blue: CGFloat(value & 0xff) / 255, alpha: 1)
    }

    static let accentInk = UIColor.rgb(0xcc3300)
    static let dimmed = Self(white: 0.5, alpha: 1)
}
