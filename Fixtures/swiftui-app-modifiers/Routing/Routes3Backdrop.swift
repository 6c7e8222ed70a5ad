import SwiftUI

extension View {
    func opaqueBackdrop() -> some View {
        modifier(OpaqueBackdropModifier())
    }
}
