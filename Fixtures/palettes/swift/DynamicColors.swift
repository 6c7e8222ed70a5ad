// Fixture: dynamic colors (trait-dependent providers and wrappers).
import UIKit
import SwiftUI
import AppKit

extension UIColor {
    static func dynamic(light: UIColor, dark: UIColor) -> UIColor {
        UIColor { traits in
            switch traits.userInterfaceStyle {
            case .dark: return dark
            default: return light
            }
        }
    }
}

extension Color {
    init(light: Color, dark: Color) {
        self.init(uiColor: UIColor { $0.userInterfaceStyle == .dark ? UIColor(dark) : UIColor(light) })
    }
}

enum Dynamic {
    static let provider = UIColor(dynamicProvider: { traits in
        if traits.userInterfaceStyle == .dark {
            return UIColor(white: 0.1, alpha: 1)
        } else {
            return UIColor(white: 0.95, alpha: 1)
        }
    })
    static let trailing = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 0.9, green: 0.9, blue: 1, alpha: 1) : UIColor(red: 0.1, green: 0.1, blue: 0.2, alpha: 1)
    }
    static let wrapped = UIColor.dynamic(light: UIColor(white: 1, alpha: 1), dark: UIColor(white: 0, alpha: 1))
    static let swiftUI = Color(light: Color(white: 0.2), dark: Color(white: 0.8))
    static let mac = NSColor(name: "mac") { appearance in
        appearance.bestMatch(from: [.darkAqua, .aqua]) == .darkAqua ? NSColor(white: 0.15, alpha: 1) : NSColor(white: 0.85, alpha: 1)
    }
    static let contrast = UIColor { traits in
        let isDark = traits.userInterfaceStyle == .dark
        if traits.accessibilityContrast == .high {
            return isDark ? .white : .black
        }
        return isDark ? UIColor(white: 0.8, alpha: 1) : UIColor(white: 0.3, alpha: 1)
    }
}
