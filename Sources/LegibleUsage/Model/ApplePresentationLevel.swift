import LegibleCore
import LegiblePalette

/// iOS draws a presented sheet, form sheet or popover at the *elevated* user-interface level: in dark mode its
/// dynamic background colors are lighter than the base level (`systemBackground` is #1C1C1E, not #000000), so text
/// checked against the base values is checked against the wrong color. Light mode is the same at both levels.
///
/// The dark elevated values of the six background colors, iOS 13 through 26 (unchanged in iOS 26), each confirmed by
/// two independent sources: WebKit's `system-color-for-css-value` simulator dumps (iOS 18 and 26 expected results)
/// and Flutter's `CupertinoColors` (`shared/docs/apple-system-colors.md`, "iOS / iPadOS — elevated level").
enum ApplePresentationLevel {
    static let darkElevated: [String: SRGB8] = [
        "systemBackgroundColor": SRGB8(r: 0x1C, g: 0x1C, b: 0x1E),
        "secondarySystemBackgroundColor": SRGB8(r: 0x2C, g: 0x2C, b: 0x2E),
        "tertiarySystemBackgroundColor": SRGB8(r: 0x3A, g: 0x3A, b: 0x3C),
        "systemGroupedBackgroundColor": SRGB8(r: 0x1C, g: 0x1C, b: 0x1E),
        "secondarySystemGroupedBackgroundColor": SRGB8(r: 0x2C, g: 0x2C, b: 0x2E),
        "tertiarySystemGroupedBackgroundColor": SRGB8(r: 0x3A, g: 0x3A, b: 0x3C),
    ]

    /// The color as an elevated context shows it: a UIKit background system color takes its elevated dark value;
    /// anything else is returned unchanged. `changed` says whether it was one.
    static func elevated(_ color: ObservedColor) -> (color: ObservedColor, changed: Bool) {
        guard case .inline(var named) = color else { return (color, false) }
        var changed = false
        for i in named.variants.indices where named.variants[i].appearance.isDark && !named.variants[i].appearance.isHighContrast {
            guard case .system(let reference, _) = named.variants[i].value, reference.platform == "ios",
                  let value = darkElevated[reference.name] else { continue }
            named.variants[i].value = .system(reference, resolved: Color(value))
            changed = true
        }
        return (.inline(named), changed)
    }
}
