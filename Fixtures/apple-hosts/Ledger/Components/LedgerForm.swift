import SwiftUI

/// The app's form: its own paper color behind the grouped rows.
struct LedgerForm<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        Form {
            content
        }
        .scrollContentBackground(.hidden)
        .background(Color.black)
    }
}
