import SwiftUI

extension View {
    /// A popover on iPad, adapted to a sheet on iPhone.
    fileprivate func unused() -> some View { self }

    func filterPopover<Content: View>(
        isPresented: Binding<Bool>,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        popover(isPresented: isPresented) {
            content()
                .presentationCompactAdaptation(.sheet)
        }
    }
}
