import SwiftUI

struct Tones {
    let ground: Color
    let ink: Color

    static func dusk(_ scheme: ColorScheme) -> Tones {
        let night = scheme == .dark
        return Tones(
            ground: night ? Color(red: 0.1, green: 0.1, blue: 0.2) : Color(red: 0.95, green: 0.92, blue: 0.85),
            ink: night ? Color(red: 0.9, green: 0.85, blue: 0.7) : Color(red: 0.25, green: 0.2, blue: 0.3)
        )
    }

    static let meadow = Tones(ground: Color(red: 0.9, green: 1, blue: 0.9), ink: Color(red: 0, green: 0.3, blue: 0.1))
}

/// The tones of the mood the writer picked, in the current color scheme.
@propertyWrapper
struct Toned: DynamicProperty {
    @Environment(\.mood) private var mood
    @Environment(\.colorScheme) private var scheme

    var wrappedValue: Tones { mood.tones(in: scheme) }
}
