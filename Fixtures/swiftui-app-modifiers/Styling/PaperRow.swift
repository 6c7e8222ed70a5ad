import SwiftUI

struct PaperRowModifier: ViewModifier {
    @Environment(\.colorScheme) private var scheme

    func body(content: Content) -> some View {
        content
            .listRowBackground(PaperPalette.rowFill(for: scheme))
    }
}

enum PaperPalette {
    static func rowFill(for scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(white: 0.16) : Color(white: 0.97)
    }
}

extension View {
    func paperRow() -> some View {
        modifier(PaperRowModifier())
    }

    func quietCaption() -> some View {
        font(.caption)
    }
}
