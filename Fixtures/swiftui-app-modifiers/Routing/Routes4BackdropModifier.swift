import SwiftUI

struct OpaqueBackdropModifier: ViewModifier {
    @Environment(\.colorScheme) private var scheme

    func body(content: Content) -> some View {
        content
            .background(scheme == .dark ? Color(white: 0.08) : Color(white: 0.98))
    }
}
