// Fixture: roles that name palette colors keep the link.
import UIKit

extension UIColor {
    static var primaryText: UIColor { Palette.charcoal }
    static var link: UIColor { return UIColor.Palette.ceruleanBlue }
}
