import LegibleCore

extension AppleSystemColors {
    /// UIKit's two fixed text colors, the same in every appearance and release (`shared/docs/system-colors.md`,
    /// "iOS 13 dynamic system colors"; not in the dynamic-color reference, since they do not vary).
    static let fixedIOSRows: [(name: String, value: Color)] = [
        ("darkText", Color(SRGB8(r: 0, g: 0, b: 0))),
        ("lightText", Color(SRGB8(r: 255, g: 255, b: 255), alpha: 0.6)),
    ]

    /// `fixedIOSRows` by selector name.
    static let fixedIOSSelectors: [String: Color] = Dictionary(
        uniqueKeysWithValues: fixedIOSRows.map { ($0.name + "Color", $0.value) })

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

    /// The watchOS values by selector name.
    static let watchOSSelectors: [String: Color] = Dictionary(
        uniqueKeysWithValues: watchOSRows.map { ($0.name + "Color", Color($0.value)) })

    static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> SRGB8 { SRGB8(r: r, g: g, b: b) }
}
