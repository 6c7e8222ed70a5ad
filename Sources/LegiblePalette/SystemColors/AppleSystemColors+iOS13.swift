import LegibleCore

extension AppleSystemColors {
    /// The 36 dynamic system colors of iOS 13 (UIKit, 2019), light and dark, with their alpha.
    ///
    /// Source: `shared/docs/system-colors.md`, "iOS 13 dynamic system colors". `name` is the Swift name
    /// (`systemBackground`); the Objective-C selector that asset catalogs write is `name + "Color"`
    /// (`systemBackgroundColor`). Eighteen element colors (labels, fills, backgrounds, separators, link, text)
    /// come first, then the eighteen standard colors. Several are translucent (labels, fills, separators,
    /// `placeholderText`, `lightText`) and must be composited over their background before contrast is measured.
    ///
    /// Later iOS versions changed some standard colors (teal, dark indigo); `iOS` holds the current values.
    public static let iOS13: [(name: String, light: Color, dark: Color)] = iOS13Rows.map { row in
        (row.name, Color(row.light, alpha: row.lightAlpha), Color(row.dark, alpha: row.darkAlpha))
    }

    /// The iOS 13 element colors (the first 20 rows of `iOS13`), whose values have not changed since.
    static var iOS13ElementColorCount: Int { 20 }

    // iOS 13 dynamic system colors, shared/docs/system-colors.md (values as published by Apple, 2019).
    // Columns: name, light r,g,b (0–255), light alpha, dark r,g,b, dark alpha.
    static let iOS13Rows: [(name: String, light: SRGB8, lightAlpha: Double, dark: SRGB8, darkAlpha: Double)] = [
        ("label", rgb(0, 0, 0), 1, rgb(255, 255, 255), 1),
        ("secondaryLabel", rgb(60, 60, 67), 0.6, rgb(235, 235, 245), 0.6),
        ("tertiaryLabel", rgb(60, 60, 67), 0.3, rgb(235, 235, 245), 0.3),
        ("quaternaryLabel", rgb(60, 60, 67), 0.18, rgb(235, 235, 245), 0.16),
        ("systemFill", rgb(120, 120, 128), 0.2, rgb(120, 120, 128), 0.36),
        ("secondarySystemFill", rgb(120, 120, 128), 0.16, rgb(120, 120, 128), 0.32),
        ("tertiarySystemFill", rgb(118, 118, 128), 0.12, rgb(118, 118, 128), 0.24),
        ("quaternarySystemFill", rgb(116, 116, 128), 0.08, rgb(118, 118, 128), 0.18),
        ("placeholderText", rgb(60, 60, 67), 0.3, rgb(235, 235, 245), 0.3),
        ("systemBackground", rgb(255, 255, 255), 1, rgb(0, 0, 0), 1),
        ("secondarySystemBackground", rgb(242, 242, 247), 1, rgb(28, 28, 30), 1),
        ("tertiarySystemBackground", rgb(255, 255, 255), 1, rgb(44, 44, 46), 1),
        ("systemGroupedBackground", rgb(242, 242, 247), 1, rgb(0, 0, 0), 1),
        ("secondarySystemGroupedBackground", rgb(255, 255, 255), 1, rgb(28, 28, 30), 1),
        ("tertiarySystemGroupedBackground", rgb(242, 242, 247), 1, rgb(44, 44, 46), 1),
        ("separator", rgb(60, 60, 67), 0.29, rgb(84, 84, 88), 0.6),
        ("opaqueSeparator", rgb(198, 198, 200), 1, rgb(56, 56, 58), 1),
        ("link", rgb(0, 122, 255), 1, rgb(9, 132, 255), 1),
        ("darkText", rgb(0, 0, 0), 1, rgb(0, 0, 0), 1),
        ("lightText", rgb(255, 255, 255), 0.6, rgb(255, 255, 255), 0.6),
        ("systemBlue", rgb(0, 122, 255), 1, rgb(10, 132, 255), 1),
        ("systemBrown", rgb(162, 132, 94), 1, rgb(172, 142, 104), 1),
        ("systemGreen", rgb(52, 199, 89), 1, rgb(48, 209, 88), 1),
        ("systemIndigo", rgb(88, 86, 214), 1, rgb(88, 86, 214), 1),
        ("systemOrange", rgb(255, 149, 0), 1, rgb(255, 159, 10), 1),
        ("systemPink", rgb(255, 45, 85), 1, rgb(255, 55, 95), 1),
        ("systemPurple", rgb(175, 82, 222), 1, rgb(191, 90, 242), 1),
        ("systemRed", rgb(255, 59, 48), 1, rgb(255, 69, 58), 1),
        ("systemTeal", rgb(90, 200, 250), 1, rgb(90, 200, 250), 1),
        ("systemYellow", rgb(255, 204, 0), 1, rgb(255, 214, 10), 1),
        ("systemGray", rgb(142, 142, 147), 1, rgb(142, 142, 147), 1),
        ("systemGray2", rgb(174, 174, 178), 1, rgb(99, 99, 102), 1),
        ("systemGray3", rgb(199, 199, 204), 1, rgb(72, 72, 74), 1),
        ("systemGray4", rgb(209, 209, 214), 1, rgb(58, 58, 60), 1),
        ("systemGray5", rgb(229, 229, 234), 1, rgb(44, 44, 46), 1),
        ("systemGray6", rgb(242, 242, 247), 1, rgb(28, 28, 30), 1),
    ]

    static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> SRGB8 { SRGB8(r: r, g: g, b: b) }
}
