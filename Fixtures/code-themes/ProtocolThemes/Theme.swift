import UIKit

// A theme protocol with one color per role, implemented by a default, a dark and a black theme (a subclass of the
// dark one that overrides its background), and a theme service holding the current theme.
protocol Theme {
    var primaryText: UIColor { get }
    var secondaryText: UIColor { get }
    var background: UIColor { get }
}

extension Theme {
    var separator: UIColor { secondaryText.withAlphaComponent(0.4) }
}

class DefaultTheme: Theme {
    var primaryText: UIColor { UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1) }
    var secondaryText: UIColor { UIColor(red: 0.4, green: 0.4, blue: 0.42, alpha: 1) }
    var background: UIColor { .white }
}

class DarkTheme: Theme {
    var primaryText: UIColor { UIColor(red: 0.93, green: 0.93, blue: 0.95, alpha: 1) }
    var secondaryText: UIColor { UIColor(red: 0.55, green: 0.55, blue: 0.6, alpha: 1) }
    var background: UIColor { UIColor(red: 0.12, green: 0.13, blue: 0.16, alpha: 1) }
}

final class BlackTheme: DarkTheme {
    override var background: UIColor { .black }
}

final class ThemeService {
    static let shared = ThemeService()
    private(set) var theme: Theme = DefaultTheme()
}
