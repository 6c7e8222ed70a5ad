import LegibleCore

/// Apple's system colors, as Xcode asset catalogs reference them (`{"platform": "ios", "reference":
/// "systemBackgroundColor"}`), resolved per appearance from a built-in table.
///
/// Source: `shared/docs/system-colors.md` (Apple's published values: the iOS 13 dynamic colors and the current
/// Human Interface Guidelines colors for iOS and macOS). References use the Objective-C selector names of UIKit and
/// AppKit, which are the Swift names plus `Color` (`label` → `labelColor`).
///
/// | `platform` in the catalog | table |
/// |---|---|
/// | `ios`, `universal`, `XR` (visionOS, which uses UIKit's names) | `iOS`: iOS 13 element colors + current HIG iOS standard colors |
/// | `osx`, or no platform (seen only in macOS apps, e.g. GitUp; an inference, not documented by Apple) | `macOS`: current HIG macOS standard colors |
/// | anything else | none: the reference stays unresolved |
///
/// | `watchos` | `watchOS`: the watchOS standard colors (one value; watchOS draws on black) |
///
/// Increased contrast: the iOS standard colors' increased-contrast values where two independent transcriptions of
/// the HIG agree (`higIOSIncreasedContrastRows`); every other high-contrast slot (element colors, macOS, values the
/// sources disagree on) resolves to nil and gets a warning, never the normal value in disguise. Approximation,
/// stated: visionOS and "universal" references use the iOS values. A name the source does not give (AppKit's
/// `labelColor`, `alternatingContentBackgroundColor`, …) is not guessed: it resolves to nil.
public enum AppleSystemColors {
    /// The tables a reference can resolve against.
    public enum Table: String, CaseIterable, Sendable {
        case iOS, macOS, watchOS
    }

    /// The current iOS (UIKit) values: the iOS 13 element colors, whose values have not changed, and the current
    /// HIG standard colors (which replace iOS 13's teal and dark indigo and add mint and cyan). Names as in `iOS13`.
    public static let iOS: [(name: String, light: Color, dark: Color)] =
        Array(iOS13.prefix(iOS13ElementColorCount)) + higIOSRows.map { ($0.name, Color($0.light), Color($0.dark)) }

    /// The current macOS (AppKit) standard colors, Aqua and Dark. Names as in `iOS13` (`systemRed`).
    public static let macOS: [(name: String, light: Color, dark: Color)] =
        higMacOSRows.map { ($0.name, Color($0.light), Color($0.dark)) }

    /// What an asset-catalog entry without a `color` means (Xcode's AccentColor template): the system default
    /// accent color, which is system blue on iOS and macOS. It is not black.
    public static let defaultAccentReference = SystemColorReference(platform: nil, name: "accentColor (system default)")

    /// The table a catalog `platform` value selects, or nil when Legible has none for it.
    public static func table(forPlatform platform: String?) -> Table? {
        switch platform {
        case "ios", "universal", "XR": .iOS
        case "osx", nil: .macOS
        case "watchos": .watchOS
        default: nil
        }
    }

    /// The value of `reference` in `appearance`, or nil when the table does not have it. An increased-contrast
    /// appearance takes the increased-contrast value, or nil when it is not known (see the type's notes): the
    /// normal value would pass for the accessible one.
    public static func resolve(_ reference: SystemColorReference, in appearance: Appearance) -> Color? {
        let table = reference == defaultAccentReference ? .iOS : table(forPlatform: reference.platform)
        let name = reference == defaultAccentReference ? "systemBlueColor" : reference.name
        guard let table else { return nil }
        if table == .watchOS { return watchOSSelectors[name] }
        if appearance.isHighContrast {
            guard table == .iOS, let entry = increasedContrastSelectors[name] else { return nil }
            return appearance.isDark ? entry.dark : entry.light
        }
        return pick(selectors[table]?[name], appearance)
    }

    static func pick(_ entry: (light: Color, dark: Color)?, _ appearance: Appearance) -> Color? {
        guard let entry else { return nil }
        return appearance.isDark ? entry.dark : entry.light
    }

    /// Each table keyed by selector name (`systemBackgroundColor`).
    static let selectors: [Table: [String: (light: Color, dark: Color)]] = [
        .iOS: keyedBySelector(iOS),
        .macOS: keyedBySelector(macOS),
    ]

    /// The iOS increased-contrast values by selector name; a nil side is not known.
    static let increasedContrastSelectors: [String: (light: Color?, dark: Color?)] = Dictionary(
        uniqueKeysWithValues: higIOSIncreasedContrastRows.map { ($0.name + "Color", ($0.light.map { Color($0) }, $0.dark.map { Color($0) })) })

    /// The watchOS values by selector name.
    static let watchOSSelectors: [String: Color] = Dictionary(uniqueKeysWithValues: watchOSRows.map { ($0.name + "Color", Color($0.value)) })

    static func keyedBySelector(_ rows: [(name: String, light: Color, dark: Color)]) -> [String: (light: Color, dark: Color)] {
        var result: [String: (light: Color, dark: Color)] = [:]
        for row in rows { result[row.name + "Color"] = (row.light, row.dark) }
        return result
    }
}
