import SwiftUI

struct RouteHandlerModifier: ViewModifier {
    func body(content: Content) -> some View {
        content
            .opaqueBackdrop()
    }
}
