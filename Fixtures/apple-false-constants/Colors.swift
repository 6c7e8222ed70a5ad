import UIKit

extension UIColor {
    /// The app's text colors. Some of them the app sets again at launch.
    struct reading {
        static var body = UIColor.label
        static var caption = UIColor.secondaryLabel
        static var title = UIColor.label
        static let header = UIColor.systemIndigo
        static var link = UIColor.systemBlue
    }
}

/// A global the settings screen sets again.
var footnoteColor = UIColor.systemGray
