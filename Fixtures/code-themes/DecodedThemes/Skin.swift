import UIKit

/// A skin as the bundled `Skins.json` lists it: hex strings for each appearance, the dark ones used when
/// `useDarkVariant` is on.
struct Skin: Codable {
    var useDarkVariant: Bool = false

    let title: String
    let lightTextHex: String
    let lightMutedHex: String
    let lightCanvasHex: String
    let darkTextHex: String
    let darkMutedHex: String
    let darkCanvasHex: String
    let locked: Bool

    var textColor: UIColor {
        let hex = useDarkVariant ? darkTextHex : lightTextHex
        return UIColor(hex: hex)
    }

    var mutedColor: UIColor {
        UIColor(hex: useDarkVariant ? darkMutedHex : lightMutedHex)
    }

    var canvasColor: UIColor {
        let hex: String = self.useDarkVariant
            ? darkCanvasHex
            : lightCanvasHex
        return UIColor(hex: hex)
    }

    enum CodingKeys: String, CodingKey {
        case title, lightTextHex, lightMutedHex, lightCanvasHex, darkTextHex, darkMutedHex, darkCanvasHex, locked
    }
}
