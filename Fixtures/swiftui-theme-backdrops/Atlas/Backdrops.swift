import SwiftUI

/// The page under every screen: a frosted glow for the frosted look, else the look's flat page.
struct PageBackdrop: View {
    @Environment(\.look) private var look
    @Shaded private var shades

    var body: some View {
        if look.isFrosted {
            LinearGradient(colors: [.white, .cyan], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
        } else {
            shades.page
        }
    }
}

/// A saved map's card: frosted glass in the frosted look, the look's card color in the others.
struct CardBackdrop: View {
    @Environment(\.look) private var look
    @Shaded private var shades

    var body: some View {
        switch look {
        case .frost:
            Rectangle().fill(.ultraThinMaterial)
        case .paper, .slate:
            shades.card
        }
    }
}
