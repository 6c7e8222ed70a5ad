import UIKit

/// A color role; each theme's table gives it a color.
enum ColorRole: Hashable {
    case textPrimary
    case background
    case highlight
}

/// The highlight a user picks in settings, read when the app starts.
enum UserPreferences {
    static var highlight: UIColor = PreferenceStore.loadHighlight()
}

enum DayPalette {
    static let colors: [ColorRole: UIColor] = [
        .textPrimary: UIColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1),
        .background: .white,
        .highlight: UIColor(red: 0.0, green: 0.45, blue: 0.85, alpha: 1),
    ]
}

enum NightPalette {
    static let colors: [ColorRole: UIColor] = [
        .textPrimary: UIColor(red: 0.93, green: 0.93, blue: 0.95, alpha: 1),
        .background: UIColor(red: 0.05, green: 0.05, blue: 0.07, alpha: 1),
        .highlight: UserPreferences.highlight,
    ]
}

extension UILabel {
    /// Sets the label's text color from the current palette.
    var roleTextColor: ColorRole? {
        set { Appearance.apply(self, \.textColor, newValue) }
        get { nil }
    }
}

extension UIView {
    var roleBackgroundColor: ColorRole? {
        set { Appearance.apply(self, \.backgroundColor, newValue) }
        get { nil }
    }
}

enum Appearance {
    static var night = false

    static func apply<V: AnyObject>(_ view: V, _ keyPath: ReferenceWritableKeyPath<V, UIColor?>, _ role: ColorRole?) {
        view[keyPath: keyPath] = role.flatMap { (night ? NightPalette.colors : DayPalette.colors)[$0] }
    }
}
