import SwiftUI

enum StyleColors {
    static func color(for style: InkStyle, kindOverride: ThemeKind? = nil) -> UIColor {
        switch style {
        case .headline: return InkColors.headline(for: kindOverride)
        case .body: return InkColors.body(for: kindOverride)
        case .surface: return InkColors.surface(for: kindOverride)
        }
    }

    static func swiftUIColor(for style: InkStyle, manager: ThemeManager? = nil) -> Color {
        Color(color(for: style, kindOverride: manager?.kind))
    }
}

extension ThemeManager {
    var headline: Color { StyleColors.swiftUIColor(for: .headline, manager: self) }
    var body: Color { StyleColors.swiftUIColor(for: .body, manager: self) }
    var surface: Color { StyleColors.swiftUIColor(for: .surface, manager: self) }
}
