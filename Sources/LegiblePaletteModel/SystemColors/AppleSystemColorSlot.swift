/// The eight values an Apple dynamic system color has: light or dark, normal or Increase Contrast, at the base or the
/// elevated user-interface level (iOS; sheets and popovers draw at the elevated level). Source:
/// `Fixtures/reference/apple-system-colors.json` (`slot`), UIKit `UITraitCollection` (`userInterfaceStyle`,
/// `accessibilityContrast`, `userInterfaceLevel`); AppKit's appearances (`aqua`, `darkAqua`,
/// `accessibilityHighContrastAqua`, `accessibilityHighContrastDarkAqua`) fill the four base slots.
public enum AppleSystemColorSlot: String, Sendable, Hashable, CaseIterable {
    case light, dark, lightHighContrast, darkHighContrast
    case lightElevated, darkElevated, lightHighContrastElevated, darkHighContrastElevated

    /// The slot `appearance` shows at `elevated` level: a theme resolves to its base (light or dark), the pre-iOS 13
    /// `legacy` appearance to light.
    public init(_ appearance: Appearance, elevated: Bool = false) {
        switch (appearance.isDark, appearance.isHighContrast, elevated) {
        case (false, false, false): self = .light
        case (true, false, false): self = .dark
        case (false, true, false): self = .lightHighContrast
        case (true, true, false): self = .darkHighContrast
        case (false, false, true): self = .lightElevated
        case (true, false, true): self = .darkElevated
        case (false, true, true): self = .lightHighContrastElevated
        case (true, true, true): self = .darkHighContrastElevated
        }
    }

    /// "light", "dark", "Increase Contrast light", …, "elevated dark".
    public var label: String {
        switch self {
        case .light: "light"
        case .dark: "dark"
        case .lightHighContrast: "light Increase Contrast"
        case .darkHighContrast: "dark Increase Contrast"
        case .lightElevated: "light elevated"
        case .darkElevated: "dark elevated"
        case .lightHighContrastElevated: "light Increase Contrast elevated"
        case .darkHighContrastElevated: "dark Increase Contrast elevated"
        }
    }
}
