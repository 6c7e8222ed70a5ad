// Fixture: a code-defined color system with a palette, roles naming palette colors, and two reader themes.
import UIKit

extension UIColor {
    enum Palette {
        static let charcoal = UIColor(red: 0x33 / 255.0, green: 0x33 / 255.0, blue: 0x33 / 255.0, alpha: 1)
        static let snow = UIColor(white: 0.98, alpha: 1)
        static let ocean = UIColor(hex: 0x0A5FB4)
        static let sand = UIColor(hex: "#F4ECD8")
        static let umber = UIColor(red: 0.36, green: 0.27, blue: 0.2, alpha: 1)
        static let ink = UIColor(hex: 0x101418)
        static let mist = UIColor(hex: 0x8A94A0)
        static let sky = UIColor(hex: 0x6CB4F0)
    }

    /// Roles: what the app draws with.
    static var primaryText: UIColor { Palette.charcoal }
    static var background: UIColor { Palette.snow }
    static var link: UIColor { Palette.ocean }
}

/// Reading themes: each theme assigns every role.
struct ReaderTheme {
    let text: UIColor
    let secondaryText: UIColor
    let background: UIColor

    static let sepia = ReaderTheme(text: .Palette.umber, secondaryText: UIColor(red: 0.62, green: 0.55, blue: 0.45, alpha: 1), background: .Palette.sand)
    static let midnight = ReaderTheme(text: UIColor.Palette.snow, secondaryText: UIColor.Palette.mist, background: UIColor.Palette.ink)
}
