import UIKit

enum ReaderStyle: Int {
    case dark = 0
    case light
    case system
}

/// One reading theme; the store below builds the app's themes and keeps them in a list.
final class ReaderTheme: NSObject {
    var name: String
    var style = ReaderStyle.dark

    var pageColor: UIColor?
    var inkColor: UIColor?
    var noteColor: UIColor?

    init(name: String, style: ReaderStyle) {
        self.name = name
        self.style = style
    }
}
