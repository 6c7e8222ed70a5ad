import UIKit

final class SkinStore {
    static let shared = SkinStore()

    private(set) var current: Skin

    private init() {
        var skin = SkinStore.bundledSkins().first!
        skin.useDarkVariant = UserDefaults.standard.bool(forKey: "darkSkins")
        current = skin
    }

    static func bundledSkins() -> [Skin] {
        guard let url = Bundle.main.url(forResource: "Skins", withExtension: "json"),
            let data = try? Data(contentsOf: url),
            let skins = try? JSONDecoder().decode([Skin].self, from: data)
        else {
            return []
        }
        return skins
    }
}

extension UIColor {
    convenience init(hex: String) {
        let scanner = Scanner(string: hex)
        var rgb: UInt64 = 0
        scanner.scanHexInt64(&rgb)
        self.init(
            red: CGFloat((rgb >> 16) & 0xff) / 255, green: CGFloat((rgb >> 8) & 0xff) / 255,
            blue: CGFloat(rgb & 0xff) / 255, alpha: 1)
    }
}
