import SwiftUI

protocol ThemeSwiftUI {
    var colors: ColorSwiftUI { get }
}

struct DefaultThemeSwiftUI: ThemeSwiftUI {
    var colors = ColorSwiftUI(values: LightColors.values)
}

struct DarkThemeSwiftUI: ThemeSwiftUI {
    var colors = ColorSwiftUI(values: DarkColors.values)
}
