import UIKit

enum Theme_Ocean: ThemeColors {
    static let theme: [ThemeValue: UIColor] = [
        .textPrimary: UIColor(red: 0.878, green: 0.941, blue: 1, alpha: 1),
        .textSecondary: UIColor(red: 0.6, green: 0.7, blue: 0.8, alpha: 1),
        .backgroundPrimary: UIColor(red: 0.039, green: 0.102, blue: 0.18, alpha: 1),
        .backgroundSecondary: UIColor(red: 0.08, green: 0.16, blue: 0.26, alpha: 1),
        .accent: UIColor(red: 0.3, green: 0.8, blue: 0.9, alpha: 1),
    ]
}
