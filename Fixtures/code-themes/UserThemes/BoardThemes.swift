import UIKit

final class BoardThemes {
    static let shared = BoardThemes()

    var selected: BoardTheme
    private(set) var all: [BoardTheme] = []

    init() {
        let morning = BoardTheme(title: "Morning")
        morning.surface = .white
        morning.text = UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
        all.append(morning)

        let evening = BoardTheme(title: "Evening")
        evening.surface = UIColor(red: 0.12, green: 0.12, blue: 0.12, alpha: 1)
        evening.text = UIColor(red: 0.85, green: 0.85, blue: 0.85, alpha: 1)
        all.append(evening)

        if let data = UserDefaults.standard.data(forKey: "savedThemes"),
            let saved = try? JSONDecoder().decode([SavedBoardTheme].self, from: data)
        {
            all.append(contentsOf: saved.map { $0.theme })
        }
        selected = all[0]
    }
}
