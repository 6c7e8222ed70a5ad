import UIKit

enum Theme_Paper: ThemeColors {
    static let theme: [ThemeValue: UIColor] = [
        .textPrimary: UIColor(red: 0.102, green: 0.102, blue: 0.102, alpha: 1),
        .textSecondary: .darkGray,
        .backgroundPrimary: .white,
        .backgroundSecondary: UIColor(white: 0.95, alpha: 1),
        .accent: UIColor(red: 0, green: 0.4, blue: 0.8, alpha: 1),
    ]
}
