import LegibleCore

/// UIKit's pre-iOS 13 color class properties as IB writes them in `cocoaTouchSystemColor=` (UIColor reference:
/// `whiteColor` is grayscale 1.0, `lightGrayColor` 2/3, `grayColor` 0.5, `darkGrayColor` 1/3, `blackColor` 0,
/// `clearColor` 0 with alpha 0). `darkTextColor`, `lightTextColor` and `groupTableViewBackgroundColor` are
/// dynamic colors of the iOS table under their modern names.
enum IBLegacyColors {
    static let fixed: [String: Color] = [
        "whiteColor": gray(1), "lightGrayColor": gray(2.0 / 3), "grayColor": gray(0.5), "darkGrayColor": gray(1.0 / 3),
        "blackColor": gray(0), "clearColor": Color(space: .sRGB, components: [0, 0, 0], alpha: 0),
    ]

    static let modernName: [String: String] = [
        "darkTextColor": "darkTextColor", "lightTextColor": "lightTextColor",
        "groupTableViewBackgroundColor": "systemGroupedBackgroundColor",
    ]

    static func gray(_ w: Double) -> Color { Color(space: .sRGB, components: [w, w, w]) }
}
