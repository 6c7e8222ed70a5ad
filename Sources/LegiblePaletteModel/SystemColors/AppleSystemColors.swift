import LegibleCore

/// Apple's system colors, as Xcode asset catalogs, storyboards and code reference them (`{"platform": "ios",
/// "reference": "systemBackgroundColor"}`, `NSColor.labelColor`), resolved per appearance, user-interface level and
/// OS release from one built-in table.
///
/// Source: `tableRows`, generated from `Fixtures/reference/apple-system-colors.json`, a copy of the project's sourced
/// reference (`shared/docs/apple-system-colors.md`: WebKit simulator dumps, Flutter, the HIG tables of 2023 and 2025,
/// NSColor dumps and screen samples, each value with its sources; provenance and licenses in
/// `Fixtures/reference/PROVENANCE-apple-system-colors.md`). References use the Objective-C selector names of UIKit and
/// AppKit, which are the Swift names plus `Color` (`label` → `labelColor`).
///
/// | `platform` in the catalog | table |
/// |---|---|
/// | `ios`, `universal`, `XR` (visionOS, which uses UIKit's names) | `iOS`: UIKit's element and standard colors |
/// | `osx`, or no platform (seen only in macOS apps, e.g. GitUp; an inference, not documented by Apple) | `macOS`: AppKit's element and standard colors |
/// | `watchos` | `watchOS`: the watchOS standard colors (one value; watchOS draws on black) |
/// | anything else | none: the reference stays unresolved |
///
/// Rules, stated:
/// - A slot the reference lacks (`—`), or where its sources disagree and it recommends no value, resolves to nil: the
///   caller warns naming the slot, never uses the normal value in its place.
/// - Values stay as the system gives them, translucent ones included (`labelColor` dark is `#ffffffd8`): the audit
///   composites them over the real background.
/// - Without an OS version the newest release is meant. A release after every row of a name (macOS 26 for the
///   AppKit element colors, which no source covers yet) takes the name's newest rows; a release before its first row
///   (`systemMint` on iOS 14) has no value.
/// - visionOS and `universal` references use the iOS values (an approximation).
public enum AppleSystemColors {
    /// The tables a reference can resolve against.
    public enum Table: String, CaseIterable, Sendable {
        case iOS, macOS, watchOS

        /// The platform whose releases this table distinguishes; nil for watchOS (one value throughout).
        public var osPlatform: AppleOSPlatform? {
            switch self {
            case .iOS: .iOS
            case .macOS: .macOS
            case .watchOS: nil
            }
        }
    }

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

    /// The table and selector `reference` resolves through, or nil when Legible has no table for its platform.
    public static func lookup(_ reference: SystemColorReference) -> (table: Table, selector: String)? {
        if reference == defaultAccentReference { return (.iOS, "systemBlueColor") }
        return table(forPlatform: reference.platform).map { ($0, reference.name) }
    }

    /// The value of `reference` in `appearance` on release `os` (nil: the newest) at the base or `elevated`
    /// user-interface level; nil when the table does not have it (see the type's rules).
    public static func resolve(
        _ reference: SystemColorReference, in appearance: Appearance, os: AppleOSVersion? = nil,
        elevated: Bool = false
    ) -> Color? {
        guard let (table, selector) = lookup(reference) else { return nil }
        if table == .watchOS { return watchOSSelectors[selector] }
        if table == .iOS, let fixed = fixedIOSSelectors[selector] { return fixed }
        guard let platform = table.osPlatform, let rows = rows[table]?[selector] else { return nil }
        return value(rows, AppleSystemColorSlot(appearance, elevated: elevated), at: os ?? platform.newest)
    }

    /// Whether the table has `selector` (in any release and slot).
    public static func isKnown(_ selector: String, in table: Table) -> Bool {
        switch table {
        case .watchOS: watchOSSelectors[selector] != nil
        case .iOS: rows[.iOS]?[selector] != nil || fixedIOSSelectors[selector] != nil
        case .macOS: rows[.macOS]?[selector] != nil
        }
    }

    /// The distinct values `reference` takes in `appearance` over the releases of `span`, each with the releases it
    /// applies to, oldest first (iOS 15+ `systemBlueColor` light: `[(iOS 15–18, #007aff), (iOS 26, #0088ff)]`).
    /// Releases before the color exists are left out; a release where the table lacks the slot gives a nil value.
    /// A reference of another platform than `span`'s, or of no OS-dependent table, gives one value over `span`.
    public static func values(
        of reference: SystemColorReference, in appearance: Appearance, across span: AppleOSRange,
        elevated: Bool = false
    ) -> [(range: AppleOSRange, color: Color?)] {
        guard let (table, selector) = lookup(reference), table.osPlatform == span.platform,
            let rows = rows[table]?[selector]
        else {
            return [(span, resolve(reference, in: appearance, elevated: elevated))]
        }
        let slot = AppleSystemColorSlot(appearance, elevated: elevated)
        var result: [(range: AppleOSRange, color: Color?)] = []
        for release in span.releases where !candidates(rows, at: release).isEmpty {
            let color = value(rows, slot, at: release)
            if let last = result.last, last.color == color {
                result[result.count - 1].range.upper = release
            } else {
                result.append((AppleOSRange(span.platform, release, release), color))
            }
        }
        return result
    }

    // MARK: The table

    /// One row of `tableRows`: the OS range and the eight slot values (nil: not in the reference), and for a slot
    /// whose value is not known (`?`), the values the reference hesitates between (empty when it names none).
    struct Row: Sendable {
        var range: AppleOSRange
        var values: [Color?]
        var unknownBetween: [[Color]] = []
    }

    /// `tableRows` by table and selector, oldest range first.
    static let rows: [Table: [String: [Row]]] = {
        var result: [Table: [String: [Row]]] = [:]
        for line in tableRows {
            let fields = line.split(separator: " ").map(String.init)
            let table: Table = fields[0] == "ios" ? .iOS : .macOS
            guard fields.count == 3 + AppleSystemColorSlot.allCases.count, let platform = table.osPlatform,
                let range = AppleOSRange(platform, table: fields[1])
            else { continue }
            let values = fields[3...].map(color(hex:))
            let unknown = fields[3...].map { cell -> [Color] in
                guard cell.hasPrefix("?") else { return [] }
                return cell.dropFirst().split(separator: "|").compactMap { color(hex: String($0)) }
            }
            result[table, default: [:]][fields[2], default: []].append(
                Row(range: range, values: values, unknownBetween: unknown))
        }
        return result
    }()

    /// `rrggbbaa` as a color; nil for anything else (`-`, `?`).
    static func color(hex: String) -> Color? {
        guard hex.count == 8, let v = UInt32(hex, radix: 16) else { return nil }
        return Color(
            SRGB8(r: UInt8(v >> 24), g: UInt8((v >> 16) & 0xff), b: UInt8((v >> 8) & 0xff)),
            alpha: Double(v & 0xff) / 255)
    }

    /// The rows that apply at `version`: those whose range holds it; after every row, the newest rows.
    static func candidates(_ rows: [Row], at version: AppleOSVersion) -> [Row] {
        let holding = rows.filter { $0.range.contains(version) }
        if !holding.isEmpty { return holding }
        guard let platform = rows.first?.range.platform, let newest = rows.map(\.range.upper).max(),
            version.release(on: platform) > newest.release(on: platform)
        else { return [] }
        return rows.filter { $0.range.upper == newest }
    }

    /// Where `reference` has no value in `appearance` because the reference's sources disagree between two values
    /// (macOS 10.14–15 dark `tertiaryLabelColor`: `#ffffff3f` or `#ffffff42`), those values; empty where the value is
    /// known, missing, or unknown without candidates. `resolve` still gives nil there: a caller that checks a pair
    /// with each candidate (`UnknownSystemValues`) decides.
    public static func candidates(
        of reference: SystemColorReference, in appearance: Appearance, os: AppleOSVersion? = nil,
        elevated: Bool = false
    ) -> [Color] {
        guard resolve(reference, in: appearance, os: os, elevated: elevated) == nil,
            let (table, selector) = lookup(reference), let platform = table.osPlatform,
            let rows = rows[table]?[selector]
        else { return [] }
        let index = AppleSystemColorSlot.allCases.firstIndex(of: AppleSystemColorSlot(appearance, elevated: elevated))!
        return candidates(rows, at: os ?? platform.newest).lazy.map { $0.unknownBetween[index] }.first {
            !$0.isEmpty
        } ?? []
    }

    static func value(_ rows: [Row], _ slot: AppleSystemColorSlot, at version: AppleOSVersion) -> Color? {
        let index = AppleSystemColorSlot.allCases.firstIndex(of: slot)!
        return candidates(rows, at: version).lazy.compactMap { $0.values[index] }.first
    }

    // MARK: Compatibility views of the table

    /// The iOS (UIKit) colors of the newest release that have both a light and a dark value, light and dark. Names
    /// are the Swift names (`systemBackground`).
    public static let iOS: [(name: String, light: Color, dark: Color)] = lightAndDark(
        .iOS, at: AppleOSPlatform.iOS.newest)

    /// The macOS (AppKit) colors of the newest release that have both a light and a dark value. Names are the
    /// selectors without `Color` (`systemRed`, `label`, `windowBackground`).
    public static let macOS: [(name: String, light: Color, dark: Color)] = lightAndDark(
        .macOS, at: AppleOSPlatform.macOS.newest)

    /// The dynamic system colors of iOS 13 (UIKit, 2019), light and dark, with their alpha: the table's iOS 13 values
    /// plus the fixed `darkText` and `lightText`. Several are translucent (labels, fills, separators,
    /// `placeholderText`, `lightText`) and must be composited over their background before contrast is measured.
    public static let iOS13: [(name: String, light: Color, dark: Color)] =
        lightAndDark(.iOS, at: AppleOSVersion(13)) + fixedIOSRows.map { ($0.name, $0.value, $0.value) }

    static func lightAndDark(_ table: Table, at version: AppleOSVersion) -> [(name: String, light: Color, dark: Color)]
    {
        (rows[table] ?? [:]).keys.sorted().compactMap { selector in
            guard let named = rows[table]?[selector], let light = value(named, .light, at: version),
                let dark = value(named, .dark, at: version)
            else { return nil }
            return (selector.hasSuffix("Color") ? String(selector.dropLast(5)) : selector, light, dark)
        }
    }
}
