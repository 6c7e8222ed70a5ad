// Fixture: compatibility fallbacks before iOS 13.
import UIKit

enum Legacy {
    static var text: UIColor {
        if #available(iOS 13, *) {
            return .label
        }
        return UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
    }
    static let background: UIColor = {
        if #available(iOS 13.0, *) { return .systemBackground } else { return .white }
    }()
}
