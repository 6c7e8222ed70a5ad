import SwiftUI

public struct BadgeFrame: ViewModifier {
    public func body(content: Content) -> some View {
        content
            .foregroundColor(.yellow)
            .padding(8)
    }
}

extension View {
    public func badgeFrame() -> some View {
        modifier(BadgeFrame())
    }
}

#Preview {
    Text("New")
        .badgeFrame()
}
