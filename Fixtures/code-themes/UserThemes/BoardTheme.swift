import UIKit

/// A board theme; users make their own in the editor, saved as `SavedBoardTheme`.
final class BoardTheme {
    let title: String
    var surface: UIColor?
    var text: UIColor?

    init(title: String) {
        self.title = title
    }
}

struct SavedBoardTheme: Codable {
    let title: String
    let surfaceHex: String
    let textHex: String

    var theme: BoardTheme {
        let theme = BoardTheme(title: title)
        theme.surface = UIColor(hex: surfaceHex)
        theme.text = UIColor(hex: textHex)
        return theme
    }
}
