import SwiftUI

/// Rows of the trail list: each icon is a white glyph on its own filled circle.
struct TrailLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 12) {
            configuration.icon
                .symbolVariant(.fill.circle)
                .foregroundStyle(.white, Color.green)
            configuration.title
        }
    }
}

/// The same row in the summit list, its circle a gradient of the tint.
struct SummitLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 12) {
            configuration.icon
                .symbolVariant(.fill.circle)
                .foregroundStyle(.white, Color.orange.gradient)
            configuration.title
        }
    }
}
