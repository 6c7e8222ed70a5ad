import UIKit

// Seed 004's color system, in the shapes its article writes: a theme enum, and one class function per role that
// switches on the theme.
enum Theme {
    case light
    case dark
}

extension UIColor {
    class func backgroundContent(for theme: Theme) -> UIColor {
        switch theme {
        case .light:
            return UIColor(red: 1.0, green: 1.0, blue: 1.0, alpha: 1.0)
        case .dark:
            return UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1.0)
        }
    }

    class func textPrimary(for theme: Theme) -> UIColor {
        switch theme {
        case .light:
            return UIColor(red: 0.0, green: 0.0, blue: 0.0, alpha: 1.0)
        case .dark:
            return UIColor(red: 1.0, green: 1.0, blue: 1.0, alpha: 1.0)
        }
    }

    class func textSecondary(for theme: Theme) -> UIColor {
        switch theme {
        case .light:
            return UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1.0)
        case .dark:
            return UIColor(red: 152 / 255, green: 152 / 255, blue: 159 / 255, alpha: 1.0)
        }
    }
}
