import LegiblePalette

/// Zero-config mode: infers which colors are drawn on which from their names.
///
/// A name is split into words (camelCase, digits, `-`, `_`, `.`, `/`, spaces); the last role word decides:
/// - foregrounds (text, checked at AA normal text): `text`, `label`, `foreground`, `fg`, `icon`, `tint`, `title`,
///   `link`, `placeholder`, `glyph`, `symbol`, `on…` (Material's `onPrimary`);
/// - non-text foregrounds (checked at SC 1.4.11, 3:1): `separator`, `border`, `divider`, `outline`, `stroke`, `focus`;
/// - backgrounds: `background`, `bg`, `surface`, `fill`, `grouped`, `canvas`, `backdrop`, `container`.
/// Pairs are formed
/// within one origin (one catalog, token file family, Swift file, Android resource set): the rules name their
/// origin (`ContrastRule.origin`), so two unrelated catalogs, or two copies of one app, are not crossed.
public enum PairInference {
    public enum Role: Sendable { case text, nonText, background }

    static let textWords: Set<String> = [
        "text", "label", "foreground", "fg", "icon", "tint", "title", "link", "placeholder", "glyph", "symbol",
    ]
    static let nonTextWords: Set<String> = ["separator", "border", "divider", "outline", "stroke", "focus"]
    static let backgroundWords: Set<String> = [
        "background", "bg", "surface", "fill", "grouped", "canvas", "backdrop", "container",
    ]

    /// The role a name suggests, or nil. The last role word of the whole name decides, as the head of an English
    /// compound does (`iconBackgroundColor` is a background, `Colors/Label/primary` a label,
    /// `StatusBackgroundBorder` a border); a last segment starting with `on` is text (Material's `onPrimaryContainer`).
    public static func role(of name: String) -> Role? {
        let lastSegment = name.split(separator: "/").last.map(String.init) ?? name
        let segmentWords = words(lastSegment)
        if segmentWords.first == "on" && segmentWords.count > 1 { return .text }
        for word in words(name).reversed() {
            if textWords.contains(word) { return .text }
            if nonTextWords.contains(word) { return .nonText }
            if backgroundWords.contains(word) { return .background }
        }
        return nil
    }

    /// The appearance a name says it belongs to, light or dark (`text_light`, `background_darktheme`,
    /// `surfaceDark`, `Night/fill`), or nil: a guess never pairs a color named for one appearance with one named for
    /// the other (they are never shown together).
    public static func appearanceSide(of name: String) -> Bool? {
        for word in words(name).reversed() {
            if lightSideWords.contains(word) { return false }
            if darkSideWords.contains(word) { return true }
        }
        return nil
    }

    /// Words naming an appearance in color names (`isDark` false / true).
    static let lightSideWords: Set<String> = ["light", "day", "lighttheme", "lightmode", "daytheme"]
    static let darkSideWords: Set<String> = ["dark", "night", "darktheme", "darkmode", "nighttheme", "nightmode"]

    /// Lowercased words of a name: `secondarySystemBackground` → secondary, system, background.
    public static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for ch in name {
            if ch.isLetter {
                if ch.isUppercase, let p = previous, p.isLowercase || p.isNumber { words.append(current); current = "" }
                current.append(ch)
            } else if ch.isNumber {
                if let p = previous, p.isLetter { words.append(current); current = "" }
                current.append(ch)
            } else {
                if !current.isEmpty { words.append(current); current = "" }
            }
            previous = ch
        }
        if !current.isEmpty { words.append(current) }
        return words.filter { !$0.isEmpty }.map { $0.lowercased() }
    }

    /// Rules for every inferred foreground on every inferred background of the same origin: one rule per foreground,
    /// exact names, each saying why it was inferred. Colors named in `excluding` (those a UI file already shows in an
    /// observed pair) are left out on both sides; `severity` is the rules' (a guess next to observed pairs warns).
    public static func config(
        for palette: Palette, excluding used: Set<String> = [], severity: Diagnostic.Severity = .error
    ) -> AuditConfig {
        var rules: [ContrastRule] = []
        let byOrigin = Dictionary(grouping: palette.colors, by: \.origin)
        for origin in byOrigin.keys.sorted() {
            let colors = byOrigin[origin]!.filter { !used.contains($0.name) }.sorted { $0.name < $1.name }
            let backgrounds = colors.filter { role(of: $0.name) == .background }.map(\.name)
            guard !backgrounds.isEmpty else { continue }
            for color in colors {
                guard let r = role(of: color.name), r != .background else { continue }
                let side = appearanceSide(of: color.name)
                let others = backgrounds.filter { bg in
                    bg != color.name && (side == nil || appearanceSide(of: bg).map { $0 == side } ?? true)
                }
                guard !others.isEmpty else { continue }
                let text: TextSize = r == .nonText ? .nonText : .normal
                var rule = ContrastRule(
                    foreground: [NamePattern(color.name)], background: others.map(NamePattern.init), level: .AA,
                    text: text, severity: severity,
                    inferredReason:
                        "'\(color.name)' reads as \(r == .nonText ? "a separator or border" : "text or an icon") on the backgrounds of \(origin)"
                )
                rule.origin = origin
                rules.append(rule)
            }
        }
        return AuditConfig(contrast: rules)
    }
}
