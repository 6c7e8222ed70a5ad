import SwiftUI

struct StatsOverlay: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var contrast

    private var titleColor: Color {
        colorScheme == .dark ? .white : .black
    }

    private var detailColor: Color {
        switch colorScheme {
        case .dark:
            return Color(white: 0.8)
        default:
            return Color(white: 0.3)
        }
    }

    private var hintColor: Color {
        contrast == .increased ? .black : Color(red: 0.4, green: 0.4, blue: 0.4)
    }

    var body: some View {
        VStack {
            Text("Dropped frames")
                .foregroundStyle(titleColor)
            Text("12 of 3,000")
                .foregroundStyle(detailColor)
            Text("Live")
                .foregroundStyle(OverlayPalette.badge(for: colorScheme))
            Text("Codec")
                .foregroundColor(colorScheme == .light ? Color(red: 0.2, green: 0.2, blue: 0.2) : .yellow)
            Text("Tap to hide")
                .foregroundStyle(hintColor)
        }
        .background(colorScheme == .dark ? Color.black : Color.white)
    }
}

enum OverlayPalette {
    static func badge(for scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(red: 1, green: 0.6, blue: 0) : Color(red: 0.6, green: 0.3, blue: 0)
    }
}
