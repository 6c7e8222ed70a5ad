import UIKit

/// The app's theme: its own background plus the design kit's color set.
@objc protocol Theme: ThemeV2 {
    var backgroundColor: UIColor { get }
}

class DefaultTheme: NSObject, Theme {
    var backgroundColor: UIColor = UIColor(rgb: 0xF4F6FA)
    var colors = ColorsUIKit(values: LightColors.values)
}

class DarkTheme: NSObject, Theme {
    var backgroundColor: UIColor = UIColor(rgb: 0x21262C)
    var colors = ColorsUIKit(values: DarkColors.values)
}

/// The dark theme on pure black, for OLED screens.
final class BlackTheme: DarkTheme {
    override init() {
        super.init()
        self.backgroundColor = UIColor(rgb: 0x000000)
    }
}

final class ThemeService: NSObject {
    static let shared = ThemeService()
    private(set) var theme: Theme = DefaultTheme()
}
