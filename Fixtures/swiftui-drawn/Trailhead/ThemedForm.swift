import SwiftUI

/// The app's own Form: the same as SwiftUI's, with the rows on the app's card color.
struct Form<Content: View>: View {
    @ViewBuilder let content: () -> Content

    var body: some View {
        SwiftUI.Form {
            content()
                .listRowBackground(Color.yellow)
        }
        .scrollContentBackground(.hidden)
        .background(Color.orange)
    }
}
