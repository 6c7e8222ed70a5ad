import UIKit

/// The colors of one reading skin.
final class Swatches: NSObject {
    let isDark: Bool
    let bodyText: UIColor
    let captionText: UIColor
    let canvas: UIColor

    init(isDark: Bool, bodyText: UIColor, captionText: UIColor, canvas: UIColor) {
        self.isDark = isDark
        self.bodyText = bodyText
        self.captionText = captionText
        self.canvas = canvas
        super.init()
    }
}
