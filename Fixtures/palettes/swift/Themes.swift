// Fixture: themes as static instances of a struct, and as enum cases switching on self.
import UIKit

struct ReaderTheme {
    let text: UIColor
    let background: UIColor

    static let light = ReaderTheme(text: UIColor(white: 0.1, alpha: 1), background: .white)
    static let dark = ReaderTheme(text: UIColor(white: 0.9, alpha: 1), background: UIColor(white: 0.05, alpha: 1))
    static let sepia = ReaderTheme(text: UIColor(red: 0.37, green: 0.26, blue: 0.17, alpha: 1), background: UIColor(red: 0.98, green: 0.94, blue: 0.86, alpha: 1))
}

enum AppTheme {
    case standard, midnight, paper

    var accent: UIColor {
        switch self {
        case .standard: return .systemBlue
        case .midnight: return UIColor(red: 0.4, green: 0.6, blue: 1, alpha: 1)
        case .paper: return UIColor.Palette.ceruleanBlue
        }
    }
}
