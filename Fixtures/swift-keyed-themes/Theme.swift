import UIKit

/// A color role; each theme gives it a color.
public indirect enum ThemeValue: Hashable {
    case value(ThemeValue, alpha: CGFloat)
    case textPrimary
    case textSecondary
    case backgroundPrimary
    case backgroundSecondary
    case accent
}

/// The themes a user can pick in settings.
public enum Theme: String, CaseIterable {
    case paper
    case midnight
    case ocean

    var colors: [ThemeValue: UIColor] {
        switch self {
        case .paper: return Theme_Paper.theme
        case .midnight: return Theme_Midnight.theme
        case .ocean: return Theme_Ocean.theme
        }
    }

    public func color(for value: ThemeValue) -> UIColor? {
        switch value {
        case .value(let inner, let alpha): return color(for: inner)?.withAlphaComponent(alpha)
        default: return colors[value]
        }
    }
}

protocol ThemeColors {
    static var theme: [ThemeValue: UIColor] { get }
}

/// Applies the current theme's color for a value to a view's property, now and whenever the theme changes.
public enum ThemeManager {
    static var currentTheme: Theme = .paper

    static func set<T: AnyObject>(_ view: T, keyPath: ReferenceWritableKeyPath<T, UIColor?>, to value: ThemeValue?) {
        view[keyPath: keyPath] = value.flatMap { currentTheme.color(for: $0) }
    }
}
