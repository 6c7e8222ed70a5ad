import SwiftUI

/// The page under every screen: the mood's flat ground, or a glow for a mood that glows.
struct MoodBackdrop: View {
    @Environment(\.mood) private var mood
    @Toned private var tones

    var body: some View {
        if mood.glows {
            ZStack {
                LinearGradient(colors: [.mint, .teal], startPoint: .top, endPoint: .bottom)
                RadialGradient(colors: [.white.opacity(0.3), .clear], center: .top, startRadius: 0, endRadius: 400)
            }
            .ignoresSafeArea()
        } else {
            tones.ground
        }
    }
}

/// A pinned entry's card: a filled rounded rectangle with a ring over it.
struct PinBackdrop: View {
    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 12).fill(Color(red: 0.1, green: 0.2, blue: 0.35))
            Circle().stroke(Color.white.opacity(0.2), lineWidth: 1)
        }
    }
}

extension View {
    /// The backdrop for sheets: the same page as the main window.
    func moodSheetBackground() -> some View {
        background(MoodBackdrop())
    }
}
