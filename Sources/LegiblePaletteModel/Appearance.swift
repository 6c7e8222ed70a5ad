/// An appearance a color can vary by.
///
/// The four platform appearances are light and dark (iOS 13 / macOS 10.14 dark mode, CSS `prefers-color-scheme`,
/// Android `values-night`) and their increased-contrast forms (iOS "Increase Contrast", CSS
/// `prefers-contrast: more`). Beyond them the set is open:
/// - a **theme** an app defines itself (`theme:sepia` from a Swift `Theme.sepia`, an Android `Theme.App.Black`
///   style), checked like light and dark; `isDark` says which base it builds on, so system colors and plain
///   backdrops resolve to that base;
/// - **legacy**: the value a Swift color falls back to before iOS 13 (`if #available(iOS 13, *) { … } else { … }`),
///   which is shown on old systems and so is checked too.
///
/// Identity is `rawValue` (`light`, `dark`, `lightHighContrast`, `darkHighContrast`, `legacy`, `theme:NAME`);
/// the order is the platform appearances first, then `legacy`, then themes by name.
public struct Appearance: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// `light`, `dark`, `lightHighContrast`, `darkHighContrast`, `legacy` or `theme:NAME`.
    public let rawValue: String
    /// Builds on the dark base: dark system colors, a black plain backdrop.
    public let isDark: Bool
    /// An increased-contrast appearance.
    public let isHighContrast: Bool

    private init(rawValue: String, isDark: Bool, isHighContrast: Bool) {
        self.rawValue = rawValue
        self.isDark = isDark
        self.isHighContrast = isHighContrast
    }

    public static let light = Appearance(rawValue: "light", isDark: false, isHighContrast: false)
    public static let dark = Appearance(rawValue: "dark", isDark: true, isHighContrast: false)
    public static let lightHighContrast = Appearance(rawValue: "lightHighContrast", isDark: false, isHighContrast: true)
    public static let darkHighContrast = Appearance(rawValue: "darkHighContrast", isDark: true, isHighContrast: true)
    /// The pre-iOS 13 fallback of a Swift color (`if #available` … else).
    public static let legacy = Appearance(rawValue: "legacy", isDark: false, isHighContrast: false)

    /// The four platform appearances, in order. Themes and `legacy` are not listed: they exist where a source
    /// defines them.
    public static let allCases: [Appearance] = [.light, .dark, .lightHighContrast, .darkHighContrast]

    /// The accepted spellings, for messages and help: the platform appearances, `legacy`, `theme:NAME`.
    public static let acceptedNames: [String] = allCases.map(\.rawValue) + [legacy.rawValue, themePrefix + "NAME"]

    /// Prefix of a theme's raw value.
    public static let themePrefix = "theme:"

    /// An app-defined theme (`theme:sepia`). A theme named like a platform appearance (`light`, `dark`, `Dark`,
    /// `night`, `highContrast`, …) is that appearance (see `platform(named:)`).
    public static func theme(_ name: String, isDark: Bool = false) -> Appearance {
        if let platform = platform(named: name) { return platform }
        return Appearance(rawValue: themePrefix + name, isDark: isDark, isHighContrast: false)
    }

    /// The theme name for `theme:NAME` appearances, nil otherwise.
    public var themeName: String? {
        rawValue.hasPrefix(Self.themePrefix) ? String(rawValue.dropFirst(Self.themePrefix.count)) : nil
    }

    public var isTheme: Bool { themeName != nil }

    /// Parses a raw value as written in `legible.json` or on the command line. Platform names are matched without
    /// regard to case and to `-`/`_`/space (`light-high-contrast`, `darkHighContrast`); `theme:NAME` keeps NAME as
    /// written.
    public init?(rawValue: String) {
        if let name = rawValue.hasPrefix(Self.themePrefix) ? String(rawValue.dropFirst(Self.themePrefix.count)) : nil {
            guard !name.isEmpty else { return nil }
            self = .theme(name)
            return
        }
        let key = Self.normalized(rawValue)
        if key == "legacy" { self = .legacy; return }
        guard let match = Self.allCases.first(where: { Self.normalized($0.rawValue) == key }) else { return nil }
        self = match
    }

    /// The platform appearance a variant or theme name stands for, if any: a base word (`light`, `day`, `default`
    /// → light; `dark`, `night` → dark) and/or a contrast word (`contrast`, `high-contrast`, `hc`,
    /// `increased-contrast`) before or after it. A contrast word alone, or with a light word, is light high
    /// contrast (`contrast`, `light-hc`, `hc-light`); with a dark word it is dark high contrast (`dark-hc`,
    /// `dark-contrast`, `high-contrast-dark`). Case, `-`, `_` and spaces are ignored. Token readers use this
    /// for file, folder, set and mode names; it is the one list of these words.
    public static func platform(named name: String) -> Appearance? {
        var key = normalized(name)
        var highContrast = false
        for word in contrastWords {
            if key.hasPrefix(word) { key.removeFirst(word.count); highContrast = true; break }
            if key.hasSuffix(word) { key.removeLast(word.count); highContrast = true; break }
        }
        if lightWords.contains(key) || (highContrast && key.isEmpty) {
            return highContrast ? .lightHighContrast : .light
        }
        if darkWords.contains(key) { return highContrast ? .darkHighContrast : .dark }
        return nil
    }

    /// Normalized words (see `platform(named:)`); longest contrast word first, so `highcontrast` is not read as
    /// `high` + `contrast`.
    static let lightWords: Set<String> = ["light", "day", "default"]
    package static let darkWords: Set<String> = ["dark", "night"]
    static let contrastWords = ["increasedcontrast", "highcontrast", "contrast", "hc"]

    static func normalized(_ s: String) -> String {
        String(s.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
    }

    public static func == (a: Appearance, b: Appearance) -> Bool { a.rawValue == b.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// Platform appearances in `allCases` order, then `legacy`, then themes by name.
    public static func < (a: Appearance, b: Appearance) -> Bool { a.sortKey < b.sortKey }

    private var sortKey: (Int, String) {
        if let i = Self.allCases.firstIndex(of: self) { return (i, "") }
        if self == .legacy { return (Self.allCases.count, "") }
        return (Self.allCases.count + 1, rawValue)
    }

    /// Where a source has no variant for this appearance, the variants that apply instead, best first
    /// (Xcode's rule: no high-contrast entry → the normal one; no dark entry → Any/light). A theme falls back to
    /// its base (dark or light), the legacy appearance to light.
    public var fallbacks: [Appearance] {
        switch self {
        case .light: [.light]
        case .dark: [.dark, .light]
        case .lightHighContrast: [.lightHighContrast, .light]
        case .darkHighContrast: [.darkHighContrast, .dark, .lightHighContrast, .light]
        default: isDark ? [self, .dark, .light] : [self, .light]
        }
    }

    /// "light", "dark", "light high contrast", "dark high contrast", "legacy (before iOS 13)", "theme sepia"
    public var label: String {
        switch self {
        case .light: "light"
        case .dark: "dark"
        case .lightHighContrast: "light high contrast"
        case .darkHighContrast: "dark high contrast"
        case .legacy: "legacy (before iOS 13)"
        default: "theme \(themeName ?? rawValue)"
        }
    }

    public var description: String { rawValue }
}
