import UIKit

extension UIColor {
    static let houseInk = UIColor.systemPink
    static let houseCell = UIColor.systemGray6
    static let houseBar = UIColor.systemGray5
}

extension UILabel {
    /// Settable through `UILabel.appearance()`: UIKit applies it to each label as it enters a window.
    @objc dynamic var inkColor: UIColor {
        get { textColor }
        set { textColor = newValue }
    }
}
