import SwiftUI

struct Swatches {
    let ink: Color
    let page: Color; let hint: Color

    static let paper = Swatches(
        ink: Color(red: 0.2, green: 0.15, blue: 0.1),
        page: Color(red: 0.98, green: 0.95, blue: 0.88),
        hint: Color(red: 0.2, green: 0.15, blue: 0.1).opacity(0.8)
    )

    static func terminal(_ scheme: ColorScheme) -> Swatches {
        let night = scheme == .dark
        let phosphor = night ? Color(red: 0.2, green: 1, blue: 0.4) : Color(red: 0, green: 0.4, blue: 0.1)
        return Swatches(ink: phosphor, page: night ? .black : .white, hint: phosphor.opacity(0.8))
    }

    static func system(_: ColorScheme) -> Swatches {
        Swatches(ink: .primary, page: Color(uiColor: .systemBackground), hint: .secondary)
    }
}
