import SwiftUI

public extension Skin {
    static let classic: Self = .init(
        text: .init(primary: .primary, secondary: .secondary),
        surface: .init(primary: Color(uiColor: .systemBackground), secondary: Color(uiColor: .secondarySystemBackground)),
        tint: .blue
    )

    static let ink: Self = {
        var skin: Self = .classic
        skin.surface.primary = .black
        skin.surface.secondary = .black
        return skin
    }()

    static let grayscale: Self = .init(
        text: .init(primary: .primary, secondary: .secondary),
        surface: .init(primary: Color(uiColor: .systemBackground), secondary: Color(uiColor: .systemGray6)),
        tint: .primary
    )

    static let parchment: Self = .init(
        text: .init(
            primary: .init(light: Color(red: 0.4, green: 0.3, blue: 0.2), dark: Color(red: 0.9, green: 0.85, blue: 0.7)),
            secondary: .init(light: Color(red: 0.5, green: 0.4, blue: 0.3), dark: Color(red: 0.7, green: 0.65, blue: 0.5))
        ),
        surface: .init(
            primary: .init(light: Color(red: 1.0, green: 0.97, blue: 0.88), dark: Color(red: 0.2, green: 0.15, blue: 0.1)),
            secondary: .init(light: Color(red: 0.95, green: 0.9, blue: 0.8), dark: Color(red: 0.25, green: 0.2, blue: 0.15))
        ),
        tint: .orange
    )

    static let vampire: Self = .init(
        text: .init(primary: Color(red: 0.97, green: 0.97, blue: 0.95), secondary: Color(red: 0.4, green: 0.45, blue: 0.6)),
        surface: .init(primary: Color(red: 0.16, green: 0.16, blue: 0.21), secondary: Color(red: 0.27, green: 0.28, blue: 0.35)),
        tint: Color(red: 0.74, green: 0.58, blue: 0.98)
    )
}
