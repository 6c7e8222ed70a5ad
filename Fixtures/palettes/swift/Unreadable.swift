// Fixture: what cannot be known statically is a warning naming the color (an inline one too, unless static).
import UIKit

enum Unreadable {
    static let computed = UIColor(red: brightness(), green: 0, blue: 0, alpha: 1)
    static let fromParameter = UIColor(white: level, alpha: 1)
    static let chosen = Bool.random() ? UIColor.red : UIColor.blue
    static let unknownInit = UIColor(patternImage: image)
    static let interpolated = UIColor(named: "Brand\(suffix)")
}

final class Banner: UIView {
    func configure() {
        backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        tintColor = UIColor(white: level, alpha: 1)
    }
}
