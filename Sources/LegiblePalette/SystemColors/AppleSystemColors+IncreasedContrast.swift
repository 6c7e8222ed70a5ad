import LegibleCore

extension AppleSystemColors {
    /// iOS / iPadOS standard colors with **Increase Contrast** on (UIKit's `accessibilityContrast == .high`; an asset
    /// catalog's `contrast: high` slots), light and dark; nil where the value is not known.
    ///
    /// Apple publishes these in the Human Interface Guidelines' color specifications ("Increased contrast" columns,
    /// the values before the 2025-06-09 HIG revision); they are not in `shared/docs/system-colors.md`. A value is here
    /// only where at least two independent transcriptions of the HIG agree exactly; every other slot stays nil (a
    /// warning, never the normal value in disguise). Sources, what each gives and where they disagree:
    /// `Fixtures/reference/apple-increased-contrast.md`. No increased-contrast values are known for the element colors
    /// (`label`, `systemBackground`, …) or for macOS.
    static let higIOSIncreasedContrastRows: [(name: String, light: SRGB8?, dark: SRGB8?)] = [
        ("systemRed", rgb(215, 0, 21), rgb(255, 105, 97)),
        ("systemOrange", rgb(201, 52, 0), rgb(255, 179, 64)),
        ("systemGreen", rgb(36, 138, 61), nil),           // dark: #30DB5B vs #3ADB5B
        ("systemBlue", rgb(0, 64, 221), rgb(64, 156, 255)),
        ("systemIndigo", nil, rgb(125, 122, 255)),         // light: #3634A3 vs #3C3CBF
        ("systemPurple", rgb(137, 68, 171), rgb(218, 143, 255)),
        ("systemPink", rgb(211, 15, 69), rgb(255, 100, 130)),
        ("systemGray", rgb(108, 108, 112), nil),           // dark: #AEAEB2 vs #98989D
        ("systemGray2", rgb(142, 142, 147), rgb(124, 124, 128)),
        ("systemGray3", rgb(174, 174, 178), rgb(84, 84, 86)),
        ("systemGray4", rgb(188, 188, 192), rgb(68, 68, 70)),
        ("systemGray5", rgb(216, 216, 220), rgb(54, 54, 56)),
        ("systemGray6", rgb(235, 235, 240), rgb(36, 36, 38)),
    ]

    /// watchOS system colors (`shared/docs/system-colors.md`, "watchOS system colors"): one value, drawn on the pure
    /// black background watchOS apps use; the same in every appearance a catalog may list.
    static let watchOSRows: [(name: String, value: SRGB8)] = [
        ("systemRed", rgb(255, 59, 48)),
        ("systemOrange", rgb(255, 149, 0)),
        ("systemYellow", rgb(255, 230, 32)),
        ("systemGreen", rgb(4, 222, 113)),
        ("systemMint", rgb(102, 212, 207)),
        ("systemTeal", rgb(106, 196, 220)),
        ("systemCyan", rgb(90, 200, 250)),
        ("systemBlue", rgb(32, 148, 250)),
        ("systemIndigo", rgb(120, 122, 255)),
        ("systemPurple", rgb(191, 90, 242)),
        ("systemPink", rgb(250, 17, 79)),
        ("systemBrown", rgb(172, 142, 104)),
        ("systemGray", rgb(155, 160, 170)),
    ]
}
