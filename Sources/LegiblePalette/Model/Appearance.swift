/// The appearances a color can vary by: light and dark (iOS 13 / macOS 10.14 dark mode, CSS
/// `prefers-color-scheme`, Android `values-night`) and their increased-contrast forms (iOS "Increase Contrast",
/// CSS `prefers-contrast: more`).
public enum Appearance: String, CaseIterable, Sendable, Hashable, Comparable {
    case light
    case dark
    case lightHighContrast
    case darkHighContrast

    public static func < (a: Appearance, b: Appearance) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    public var isDark: Bool { self == .dark || self == .darkHighContrast }
    public var isHighContrast: Bool { self == .lightHighContrast || self == .darkHighContrast }

    /// Where a source has no variant for this appearance, the variants that apply instead, best first
    /// (Xcode's rule: no high-contrast entry → the normal one; no dark entry → Any/light).
    public var fallbacks: [Appearance] {
        switch self {
        case .light: [.light]
        case .dark: [.dark, .light]
        case .lightHighContrast: [.lightHighContrast, .light]
        case .darkHighContrast: [.darkHighContrast, .dark, .lightHighContrast, .light]
        }
    }

    /// "light", "dark", "light high contrast", "dark high contrast"
    public var label: String {
        switch self {
        case .light: "light"
        case .dark: "dark"
        case .lightHighContrast: "light high contrast"
        case .darkHighContrast: "dark high contrast"
        }
    }
}
