import SwiftUI

struct LedgerFooter: View {
    @Tone(day: Color(white: 0.35), night: Color(white: 0.75))
    private var footnote

    var body: some View {
        Text("Totals include pending entries")
            .foregroundColor(footnote)
            .background(Color.white)
    }
}

/// A color per color scheme, given where the property is declared.
@propertyWrapper
struct Tone: DynamicProperty {
    @Environment(\.colorScheme) private var scheme
    private let day: Color
    private let night: Color

    init(day: Color, night: Color) {
        self.day = day
        self.night = night
    }

    var wrappedValue: Color {
        scheme == .dark ? night : day
    }
}
