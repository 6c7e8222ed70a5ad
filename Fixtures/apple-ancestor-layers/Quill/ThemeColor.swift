import SwiftUI
import UIKit

/// The theme the user picked, loaded from a VS Code theme file at run time.
final class ThemeStore {
    static var current: [String: String]? = nil
}

extension Color {
    /// A color of the current editor theme, by its VS Code key ("sideBar.background").
    init(themed key: String) {
        if let hex = ThemeStore.current?[key] {
            self.init(hex: hex)
        } else {
            self.init(uiColor: UIColor(named: key) ?? .gray)
        }
    }

    init(hex: String) {
        var value: UInt64 = 0
        Scanner(string: hex).scanHexInt64(&value)
        self.init(
            .sRGB, red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
            blue: Double(value & 0xFF) / 255)
    }
}
