import UIKit

extension UIColor {
    /// Darkened at run time: getHue(_:saturation:brightness:alpha:) fills the locals in-out, so their initial zeros are
    /// not the values the color is made from.
    static let pressedAccent: UIColor = {
        var hue: CGFloat = 0
        var saturation: CGFloat = 0
        var brightness: CGFloat = 0
        var alpha: CGFloat = 0
        UIColor.systemBlue.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
        return UIColor(hue: hue, saturation: saturation, brightness: brightness * 3 / 4, alpha: alpha)
    }()

    /// Locals no call changes: read as written.
    static let steadyAccent: UIColor = {
        let red: CGFloat = 0.2
        var green: CGFloat = 0.4
        green += 0
        return UIColor(red: red, green: green, blue: 0.6, alpha: 1)
    }()
}
