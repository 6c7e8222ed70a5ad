// Fixture: SwiftUI color initializers.
import SwiftUI

extension Color {
    static let accentLeaf = Color(red: 0.2, green: 0.6, blue: 0.3)
    static let accentLeafHalf = Color(red: 0.2, green: 0.6, blue: 0.3, opacity: 0.5)
    static let wideLeaf = Color(.displayP3, red: 0.2, green: 0.6, blue: 0.3)
    static let linearGrey = Color(.sRGBLinear, red: 0.2, green: 0.2, blue: 0.2)
    static let fog = Color(white: 0.9, opacity: 1)
    static let dusk = Color(hue: 0.75, saturation: 0.5, brightness: 0.5)
    static let fromUIKit = Color(uiColor: .systemBackground)
    static let fromAppKit = Color(nsColor: .labelColor)
    static let wrapped = Color(UIColor.Palette.ceruleanBlue)
    static let primaryText = Color.primary
    static let tint = Color.red
}
