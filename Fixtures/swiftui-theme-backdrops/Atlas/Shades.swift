import SwiftUI

struct Shades {
    let page: Color
    let card: Color
    let text: Color

    static func paper(_ scheme: ColorScheme) -> Shades {
        let dark = scheme == .dark
        return Shades(
            page: dark ? Color(red: 0.1, green: 0.1, blue: 0.1) : Color(red: 1, green: 0.98, blue: 0.94),
            card: dark ? Color(red: 0.2, green: 0.2, blue: 0.2) : Color(red: 0.9, green: 0.88, blue: 0.8),
            text: dark ? Color(red: 0.95, green: 0.95, blue: 0.9) : Color(red: 0.2, green: 0.15, blue: 0.1)
        )
    }

    static let frost = Shades(
        page: Color(red: 0.85, green: 0.9, blue: 1),
        card: Color(red: 0.8, green: 0.85, blue: 0.95),
        text: Color(red: 0.1, green: 0.1, blue: 0.3)
    )

    static let slate = Shades(
        page: Color(red: 0, green: 0, blue: 0.2),
        card: Color(red: 0, green: 0.1, blue: 0.3),
        text: Color(red: 0.9, green: 0.9, blue: 1)
    )
}

/// The shades of the look the reader picked, in the current color scheme.
@propertyWrapper
struct Shaded: DynamicProperty {
    @Environment(\.look) private var look
    @Environment(\.colorScheme) private var scheme

    var wrappedValue: Shades { look.shades(in: scheme) }
}
