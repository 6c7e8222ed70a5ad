import LegibleCore

/// Colors the platforms name, as Swift code refers to them, written once:
/// - UIKit dynamic colors (`UIColor.label`, `.systemBackground`) → `AppleSystemColors` iOS table (`labelColor`);
/// - AppKit colors (`NSColor.labelColor`, `NSColor.systemRed`) → the macOS table (unknown AppKit names stay
///   unresolved references, never guessed);
/// - SwiftUI `Color.red`, `.primary`, `.secondary`, `.accentColor` → the UIKit system colors they are documented as;
/// - fixed colors (`UIColor.red` = pure red, `UIColor.darkGray` = white 1/3, `Color.white`, `.clear`).
enum SwiftSystemColorNames {
    /// The types whose initializers and members are colors.
    static let colorTypes: Set<String> = [
        "UIColor", "NSColor", "Color", "CGColor", "SwiftUI.Color", "UIKit.UIColor", "AppKit.NSColor",
    ]

    /// UIKit/AppKit fixed colors (`UIColor.red` is 1,0,0, not systemRed), sRGB components.
    static let fixed: [String: (Double, Double, Double, Double)] = [
        "black": (0, 0, 0, 1), "darkGray": (1.0 / 3, 1.0 / 3, 1.0 / 3, 1), "lightGray": (2.0 / 3, 2.0 / 3, 2.0 / 3, 1),
        "white": (1, 1, 1, 1), "gray": (0.5, 0.5, 0.5, 1), "red": (1, 0, 0, 1), "green": (0, 1, 0, 1),
        "blue": (0, 0, 1, 1),
        "cyan": (0, 1, 1, 1), "yellow": (1, 1, 0, 1), "magenta": (1, 0, 1, 1), "orange": (1, 0.5, 0, 1),
        "purple": (0.5, 0, 0.5, 1), "brown": (0.6, 0.4, 0.2, 1), "clear": (0, 0, 0, 0),
    ]

    /// SwiftUI's named colors: fixed ones, and the rest as the UIKit system color they are.
    static let swiftUI: [String: String] = [
        "primary": "label", "secondary": "secondaryLabel", "red": "systemRed", "orange": "systemOrange",
        "yellow": "systemYellow", "green": "systemGreen", "mint": "systemMint", "teal": "systemTeal",
        "cyan": "systemCyan",
        "blue": "systemBlue", "indigo": "systemIndigo", "purple": "systemPurple", "pink": "systemPink",
        "brown": "systemBrown", "gray": "systemGray",
        // Shape styles a foreground style takes (`.foregroundStyle(.tertiary)`, `.foregroundStyle(.link)`): the label
        // hierarchy and the link color.
        "tertiary": "tertiaryLabel", "quaternary": "quaternaryLabel", "link": "link",
    ]
    static let swiftUIFixed: Set<String> = ["white", "black", "clear"]

    /// The color `type.name` names, if the platform defines it; nil when it is not a platform color.
    static func color(type: String, name: String, at source: SourceLocation) -> SwiftColor? {
        let type = type.split(separator: ".").last.map(String.init) ?? type
        switch type {
        case "Color":
            // `.foregroundStyle(.tint)`: the tint shape style is the app's accent color where no `.tint(_:)` sets it.
            if name == "accentColor" || name == "tint" {
                return system(AppleSystemColors.defaultAccentReference, source)
            }
            if swiftUIFixed.contains(name), let f = fixed[name] { return plain(f, source) }
            if let uikit = swiftUI[name] {
                return system(SystemColorReference(platform: "ios", name: uikit + "Color"), source)
            }
            return nil
        case "NSColor":
            if let f = fixed[name] { return plain(f, source) }
            let selector = name.hasSuffix("Color") ? name : name + "Color"
            if name.hasSuffix("Color") || AppleSystemColors.isKnown(selector, in: .macOS) {
                return system(SystemColorReference(platform: "osx", name: selector), source)
            }
            return nil
        default: // UIColor, CGColor
            if let f = fixed[name] { return plain(f, source) }
            if AppleSystemColors.isKnown(name + "Color", in: .iOS) {
                return system(SystemColorReference(platform: "ios", name: name + "Color"), source)
            }
            return nil
        }
    }

    static func plain(_ f: (Double, Double, Double, Double), _ source: SourceLocation) -> SwiftColor {
        .plain(Color(space: .sRGB, components: [f.0, f.1, f.2], alpha: f.3), at: source)
    }

    /// A system color resolved in each of the platform appearances: light and dark (unresolved ones kept, for their
    /// warning), and Increase Contrast where the table has it.
    static func system(_ reference: SystemColorReference, _ source: SourceLocation) -> SwiftColor {
        var color = SwiftColor(variants: [:])
        for appearance in Appearance.allCases {
            let resolved = AppleSystemColors.resolve(reference, in: appearance)
            guard resolved != nil || !appearance.isHighContrast else { continue }
            color.variants[appearance] = .init(value: .system(reference, resolved: resolved), source: source)
        }
        return color
    }
}
