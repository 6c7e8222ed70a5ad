import SwiftUI

/// A panel under the content in the classic skin, at the strength asked; nothing in the glass skin.
struct ShadedPanel: ViewModifier {
    @Environment(\.skin) private var skin
    @Painted private var paint
    let strength: Double

    func body(content: Content) -> some View {
        if skin.isGlass {
            content
        } else {
            content.background(paint.panel.opacity(strength))
        }
    }
}

/// A raised card under the content, or nothing when not raised.
struct Raised: ViewModifier {
    @Painted private var paint
    let lifted: Bool

    func body(content: Content) -> some View {
        if lifted {
            content.background(paint.panel)
        } else {
            content
        }
    }
}

extension View {
    func shadedPanel(strength: Double = 1.0) -> some View {
        modifier(ShadedPanel(strength: strength))
    }
}
