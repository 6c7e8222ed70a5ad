/// The text size of an IB element, for WCAG's large-text test (`PairRole.isLargeText`).
///
/// - iOS `<fontDescription>`: `pointSize` with `type="boldSystem"`, `weight="bold|heavy|black"` or a font `name`
///   containing Bold/Heavy/Black as bold; `style="UICTFontTextStyle…"` at its default ("Large") Dynamic Type size.
/// - macOS `<font>`: `size`, else the `metaFont`'s default size; `systemBold`/`…Bold` names are bold.
///
/// Sources: Apple Human Interface Guidelines, Typography, "Dynamic Type sizes" (iOS, Large) and "macOS built-in text
/// styles"; AppKit `NSFont.systemFontSize` (13), `smallSystemFontSize` (11), `labelFontSize` (10). Semibold is not
/// bold (WCAG means bold, weight ≥ 700).
enum IBFont {
    /// iOS text styles at the default content size (HIG, Large): size and whether the style is bold.
    static let iOSTextStyles: [String: (size: Double, bold: Bool)] = [
        "UICTFontTextStyleLargeTitle": (34, false), "UICTFontTextStyleTitle1": (28, false),
        "UICTFontTextStyleTitle2": (22, false), "UICTFontTextStyleTitle3": (20, false),
        "UICTFontTextStyleHeadline": (17, false),
        "UICTFontTextStyleBody": (17, false), "UICTFontTextStyleCallout": (16, false),
        "UICTFontTextStyleSubhead": (15, false),
        "UICTFontTextStyleFootnote": (13, false), "UICTFontTextStyleCaption1": (12, false),
        "UICTFontTextStyleCaption2": (11, false),
    ]

    /// AppKit meta fonts at their default sizes.
    static let macMetaFonts: [String: (size: Double, bold: Bool)] = [
        "system": (13, false), "systemBold": (13, true), "smallSystem": (11, false), "smallSystemBold": (11, true),
        "miniSystem": (9, false), "miniSystemBold": (9, true), "label": (10, false), "message": (13, false),
        "menu": (14, false),
        "menuBar": (14, false), "toolTip": (11, false), "controlContent": (13, false), "titleBar": (13, true),
        "palette": (11, false),
        "cellTitle": (13, false), "paletteTitle": (11, false), "user": (12, false), "userFixedPitch": (10, false),
    ]

    static let boldWords = ["Bold", "Heavy", "Black"]

    /// Whether the element's text is large, or nil when no font is written (checked as normal text).
    static func isLarge(_ element: IBNode) -> Bool? {
        guard let (size, bold) = sizeAndBold(element) else { return nil }
        return PairRole.isLargeText(pointSize: size, bold: bold)
    }

    static func sizeAndBold(_ element: IBNode) -> (Double, Bool)? {
        if let font = element.child("fontDescription") {
            if let style = font["style"] { return iOSTextStyles[style].map { ($0.size, $0.bold) } }
            guard let size = font["pointSize"].flatMap(Double.init) else { return nil }
            let bold =
                font["type"] == "boldSystem" || ["bold", "heavy", "black"].contains(font["weight"] ?? "")
                || boldWords.contains { (font["name"] ?? "").contains($0) }
            return (size, bold)
        }
        if let font = element.child("font") {
            let meta = font["metaFont"].flatMap { macMetaFonts[$0] }
            guard let size = font["size"].flatMap(Double.init) ?? meta?.size else { return nil }
            return (size, meta?.bold ?? false || boldWords.contains { (font["name"] ?? "").contains($0) })
        }
        return nil
    }
}
