import UIKit

extension UIColor {
    static var readerPage: UIColor {
        if #available(iOS 13, *) {
            return ReaderThemeStore.shared.current.pageColor ?? .systemBackground
        }
        return ReaderThemeStore.shared.current.pageColor ?? .white
    }

    static var readerInk: UIColor {
        ReaderThemeStore.shared.current.inkColor ?? .label
    }

    static var readerNote: UIColor {
        ReaderThemeStore.shared.current.noteColor ?? .secondaryLabel
    }
}
