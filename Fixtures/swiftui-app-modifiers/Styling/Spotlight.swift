import SwiftUI

extension View {
    /// The onboarding look: the view on a rounded gradient card.
    public func spotlightBackground() -> some View {
        ZStack {
            LinearGradient(
                gradient: Gradient(colors: [Color(red: 0.2, green: 0.9, blue: 0.9), Color(red: 0.1, green: 0.5, blue: 0.3)]),
                startPoint: .bottomTrailing,
                endPoint: .topLeading
            )
            .clipShape(RoundedRectangle(cornerRadius: 20))

            self
                .foregroundColor(.white)
        }
    }

    /// A dot drawn over the view's corner: above it, not under it.
    func unreadDot() -> some View {
        ZStack(alignment: .topTrailing) {
            self
            Circle().fill(Color.red).frame(width: 8, height: 8)
        }
    }
}
