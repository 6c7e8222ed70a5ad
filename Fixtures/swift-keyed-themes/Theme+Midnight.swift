import UIKit

enum Theme_Midnight: ThemeColors {
    static let theme: [ThemeValue: UIColor] = [
        .textPrimary: UIColor(white: 0.949, alpha: 1),
        .textSecondary: .lightGray,
        .backgroundPrimary: UIColor(red: 0.071, green: 0.071, blue: 0.071, alpha: 1),
        .backgroundSecondary: UIColor(white: 0.15, alpha: 1),
        .accent: UIColor(red: 0.4, green: 0.7, blue: 1, alpha: 1),
    ]
}
