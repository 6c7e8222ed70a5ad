import LegiblePalette

/// The backgrounds a view shows when its code sets none, as UIKit system colors (`AppleSystemColors` iOS table,
/// light, dark and Increase Contrast where known): a SwiftUI scene's `systemBackground`; a `List`/`Form` (inset grouped on iOS) draws rows on
/// `secondarySystemGroupedBackground` over `systemGroupedBackground`. Source: Apple Human Interface Guidelines,
/// Color, "System background colors".
enum SwiftViewDefaults {
    static func system(_ name: String, platform: String = "ios", at location: SourceLocation) -> ObservedColor {
        let reference = SystemColorReference(platform: platform, name: name + "Color")
        let variants = AppleSystemColors.variants(of: reference, at: location)
        return .inline(
            NamedColor(
                name: name, origin: platform == "osx" ? "AppKit system colors" : "UIKit system colors",
                variants: variants))
    }

    /// A color that draws nothing in every appearance (`.clear`).
    static func isClear(_ color: NamedColor) -> Bool {
        color.variants.allSatisfy { v in
            switch v.value {
            case .color(let c): c.alpha <= 0
            case .system(_, let resolved): (resolved?.alpha ?? 1) <= 0
            }
        }
    }
}
