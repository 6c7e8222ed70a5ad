import LegibleCore

/// UIKit's pre-iOS 13 color class properties as IB writes them in `cocoaTouchSystemColor=` (UIColor reference:
/// `whiteColor` is grayscale 1.0, `lightGrayColor` 2/3, `grayColor` 0.5, `darkGrayColor` 1/3, `blackColor` 0,
/// `clearColor` 0 with alpha 0). `darkTextColor`, `lightTextColor` and `groupTableViewBackgroundColor` are
/// dynamic colors of the iOS table under their modern names. Interface Builder's "Table Cell Grouped Background Color"
/// (`systemColor="tableCellGroupedBackgroundColor"`, the name UIKit gives a grouped table cell's default background) is
/// dynamic too on iOS 13+: a grouped table's cells are drawn on `secondarySystemGroupedBackground` (Apple, "UI Element
/// Colors"; the document's resource keeps only its light value, white).
enum IBLegacyColors {
    static let fixed: [String: Color] = [
        "whiteColor": gray(1), "lightGrayColor": gray(2.0 / 3), "grayColor": gray(0.5), "darkGrayColor": gray(1.0 / 3),
        "blackColor": gray(0), "clearColor": Color(space: .sRGB, components: [0, 0, 0], alpha: 0),
    ]

    /// Every fixed color class property of `UIColor`/`NSColor` (the grays above and the pure hues: `redColor` is
    /// 1, 0, 0, not `systemRed`; `orangeColor` 1, 0.5, 0; `purpleColor` 0.5, 0, 0.5; `brownColor` 0.6, 0.4, 0.2), as
    /// code names them (`[UIColor lightGrayColor]`, `UIColor.redColor`).
    static let code: [String: Color] = fixed.merging(
        [
            "redColor": rgb(1, 0, 0), "greenColor": rgb(0, 1, 0), "blueColor": rgb(0, 0, 1), "cyanColor": rgb(0, 1, 1),
            "yellowColor": rgb(1, 1, 0), "magentaColor": rgb(1, 0, 1), "orangeColor": rgb(1, 0.5, 0),
            "purpleColor": rgb(0.5, 0, 0.5), "brownColor": rgb(0.6, 0.4, 0.2),
        ], uniquingKeysWith: { a, _ in a })

    static func rgb(_ r: Double, _ g: Double, _ b: Double) -> Color { Color(space: .sRGB, components: [r, g, b]) }

    static let modernName: [String: String] = [
        "darkTextColor": "darkTextColor", "lightTextColor": "lightTextColor",
        "groupTableViewBackgroundColor": "systemGroupedBackgroundColor",
        "tableCellGroupedBackgroundColor": "secondarySystemGroupedBackgroundColor",
    ]

    static func gray(_ w: Double) -> Color { Color(space: .sRGB, components: [w, w, w]) }
}
