import LegibleCore
import LegiblePalette

/// iOS draws a presented sheet, form sheet or popover at the *elevated* user-interface level: in dark mode its
/// dynamic background colors are lighter than the base level (`systemBackground` is #1C1C1E, not #000000), so text
/// checked against the base values is checked against the wrong color. Light mode is the same at both levels.
///
/// The elevated values come from `AppleSystemColors` (`lightElevated` … `darkHighContrastElevated` slots of
/// `Fixtures/reference/apple-system-colors.json`: WebKit's simulator dumps and Flutter's `CupertinoColors`).
enum ApplePresentationLevel {
    /// `modalPresentationStyle` values (as IB writes them and as Swift cases) that do not draw at the elevated level:
    /// full screen, over the current context (what shows is the presenter's level), and custom transitions (not
    /// known). Any other style (automatic, page sheet, form sheet, popover) is elevated.
    /// What a review about the level ends with ("…, so whether it is in a sheet or popover (where dark mode uses the
    /// elevated system backgrounds) is not known"): a light-only app is the same at both levels.
    static let elevatedNote = "where dark mode uses the elevated system backgrounds"

    static let baseLevelStyles: Set<String> = [
        "fullScreen", "overFullScreen", "currentContext", "overCurrentContext", "custom",
    ]

    /// The color as an elevated context shows it: each UIKit system color variant takes its elevated value where the
    /// table has one; anything else is returned unchanged. `changed` says whether a value changed.
    static func elevated(_ color: ObservedColor) -> (color: ObservedColor, changed: Bool) {
        guard case .inline(var named) = color else { return (color, false) }
        var changed = false
        for i in named.variants.indices {
            guard case .system(let reference, let base) = named.variants[i].value, reference.platform == "ios",
                let value = AppleSystemColors.resolve(reference, in: named.variants[i].appearance, elevated: true),
                value != base
            else { continue }
            named.variants[i].value = .system(reference, resolved: value)
            changed = true
        }
        return (.inline(named), changed)
    }
}
