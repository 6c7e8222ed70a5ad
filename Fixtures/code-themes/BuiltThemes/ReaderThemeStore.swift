import UIKit

final class ReaderThemeStore: NSObject {
    static let shared = ReaderThemeStore()

    var current: ReaderTheme
    var themes = [ReaderTheme]()

    override init() {
        let paper = ReaderTheme(name: "Paper", style: .light)
        paper.pageColor = UIColor(red: 250 / 255, green: 245 / 255, blue: 230 / 255, alpha: 1)
        paper.inkColor = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
        paper.noteColor = UIColor(red: 0.45, green: 0.4, blue: 0.3, alpha: 1)
        themes.append(paper)

        let slate = ReaderTheme(name: "Slate", style: .dark)
        slate.pageColor = UIColor(red: 0.15, green: 0.17, blue: 0.2, alpha: 1)
        slate.inkColor = UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1)
        slate.noteColor = UIColor(red: 0.6, green: 0.6, blue: 0.6, alpha: 1)
        themes.append(slate)

        let plain = ReaderTheme(name: "Plain", style: .system)
        plain.pageColor = .systemBackground
        plain.inkColor = .label
        themes.append(plain)

        let index = UserDefaults.standard.integer(forKey: "readerTheme")
        current = themes[min(index, themes.count - 1)]
        super.init()
    }

    func select(_ theme: ReaderTheme) {
        current = theme
    }
}
