import SwiftUI

// The outermost link of a chain of the app's modifiers, declared first (one per file, files read in name order):
// withRoutes → RouteHandlerModifier → opaqueBackdrop → OpaqueBackdropModifier → .background.
extension View {
    func withRoutes() -> some View {
        modifier(RouteHandlerModifier())
    }
}
