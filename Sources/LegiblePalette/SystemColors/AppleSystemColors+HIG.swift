import LegibleCore

extension AppleSystemColors {
    // Current Human Interface Guidelines system colors, default variants (not the increased-contrast ones),
    // shared/docs/system-colors.md. The HIG warns these values may change between releases. Compared with
    // iOS 13: teal changed, indigo's dark value changed, mint and cyan were added.
    // Columns: Swift name, light r,g,b, dark r,g,b; alpha is 1 throughout.

    /// iOS / iPadOS standard colors, light and dark (HIG "iOS, iPadOS system colors").
    static let higIOSRows: [(name: String, light: SRGB8, dark: SRGB8)] = [
        ("systemRed", rgb(255, 59, 48), rgb(255, 69, 58)),
        ("systemOrange", rgb(255, 149, 0), rgb(255, 159, 10)),
        ("systemYellow", rgb(255, 204, 0), rgb(255, 214, 10)),
        ("systemGreen", rgb(52, 199, 89), rgb(48, 209, 88)),
        ("systemMint", rgb(0, 199, 190), rgb(102, 212, 207)),
        ("systemTeal", rgb(48, 176, 199), rgb(64, 200, 224)),
        ("systemCyan", rgb(50, 173, 230), rgb(100, 210, 255)),
        ("systemBlue", rgb(0, 122, 255), rgb(10, 132, 255)),
        ("systemIndigo", rgb(88, 86, 214), rgb(94, 92, 230)),
        ("systemPurple", rgb(175, 82, 222), rgb(191, 90, 242)),
        ("systemPink", rgb(255, 45, 85), rgb(255, 55, 95)),
        ("systemBrown", rgb(162, 132, 94), rgb(172, 142, 104)),
        ("systemGray", rgb(142, 142, 147), rgb(142, 142, 147)),
        ("systemGray2", rgb(174, 174, 178), rgb(99, 99, 102)),
        ("systemGray3", rgb(199, 199, 204), rgb(72, 72, 74)),
        ("systemGray4", rgb(209, 209, 214), rgb(58, 58, 60)),
        ("systemGray5", rgb(229, 229, 234), rgb(44, 44, 46)),
        ("systemGray6", rgb(242, 242, 247), rgb(28, 28, 30)),
    ]

    /// macOS standard colors, Aqua and Dark (HIG "macOS system colors"). AppKit has no systemGray2…6 and its
    /// element colors (`labelColor`, `separatorColor`, …) are not given by the source, so they are not here.
    static let higMacOSRows: [(name: String, light: SRGB8, dark: SRGB8)] = [
        ("systemRed", rgb(255, 59, 48), rgb(255, 69, 58)),
        ("systemOrange", rgb(255, 149, 0), rgb(255, 159, 10)),
        ("systemYellow", rgb(255, 204, 0), rgb(255, 214, 10)),
        ("systemGreen", rgb(40, 205, 65), rgb(50, 215, 75)),
        ("systemMint", rgb(0, 199, 190), rgb(102, 212, 207)),
        ("systemTeal", rgb(89, 173, 196), rgb(106, 196, 220)),
        ("systemCyan", rgb(85, 190, 240), rgb(90, 200, 245)),
        ("systemBlue", rgb(0, 122, 255), rgb(10, 132, 255)),
        ("systemIndigo", rgb(88, 86, 214), rgb(94, 92, 230)),
        ("systemPurple", rgb(175, 82, 222), rgb(191, 90, 242)),
        ("systemPink", rgb(255, 45, 85), rgb(255, 55, 95)),
        ("systemBrown", rgb(162, 132, 94), rgb(172, 142, 104)),
        ("systemGray", rgb(142, 142, 147), rgb(152, 152, 157)),
    ]
}
