import SwiftUI

struct ScreenContainerModifier: ViewModifier {
    func body(content: Content) -> some View {
        content
            .listStyle(.plain)
    }
}

struct ThemedFormModifier: ViewModifier {
    func body(content: Content) -> some View {
        content
            .scrollContentBackground(.hidden)
            .background(Color.yellow)
    }
}

extension View {
    func screenContainer() -> some View {
        modifier(ScreenContainerModifier())
    }

    func themedForm() -> some View {
        modifier(ThemedFormModifier())
    }
}
