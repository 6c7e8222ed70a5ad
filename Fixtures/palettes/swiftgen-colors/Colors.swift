// Generated using SwiftGen's `colors` template (swift5), as older apps still ship it.
import UIKit

internal typealias Color = UIColor

internal struct ColorName {
    internal let rgbaValue: UInt32
    internal var color: Color { return Color(named: self) }

    /// Alpha: 100% <br/> (0x339666ff)
    internal static let articleBody = ColorName(rgbaValue: 0x339666ff)
    /// Alpha: 80% <br/> (0xff66cccc)
    internal static let translucent = ColorName(rgbaValue: 0xff66cccc)
}

internal extension Color {
    convenience init(rgbaValue: UInt32) {
        let red = CGFloat((rgbaValue >> 24) & 0xff) / 255.0
        let green = CGFloat((rgbaValue >> 16) & 0xff) / 255.0
        let blue = CGFloat((rgbaValue >> 8) & 0xff) / 255.0
        let alpha = CGFloat((rgbaValue) & 0xff) / 255.0
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
}

internal extension Color {
    convenience init(named color: ColorName) {
        self.init(rgbaValue: color.rgbaValue)
    }
}
