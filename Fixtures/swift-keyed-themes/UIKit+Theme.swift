import UIKit

/// A theme and a value, or a fixed color: forced regardless of the current theme.
public enum ForcedThemeValue {
    case color(UIColor)
    case theme(Theme, value: ThemeValue)
}

public extension UIView {
    var themeBackgroundColor: ThemeValue? {
        set { ThemeManager.set(self, keyPath: \.backgroundColor, to: newValue) }
        get { return nil }
    }

    var themeTintColor: ThemeValue? {
        set { ThemeManager.set(self, keyPath: \.tintColor, to: newValue) }
        get { return nil }
    }
}

public extension UILabel {
    var themeTextColor: ThemeValue? {
        set { ThemeManager.set(self, keyPath: \.textColor, to: newValue) }
        get { return nil }
    }

    var themeTextColorForced: ForcedThemeValue? {
        set {
            switch newValue {
            case .color(let color): textColor = color
            case .theme(let theme, let value): textColor = theme.color(for: value)
            case .none: textColor = nil
            }
        }
        get { return textColor.map { .color($0) } }
    }
}

public extension UIButton {
    func setThemeTitleColor(_ value: ThemeValue?, for state: UIControl.State) {
        setTitleColor(value.flatMap { ThemeManager.currentTheme.color(for: $0) }, for: state)
    }
}
