import SwiftUI

/// Pushed from the settings list: its own screen, not a row of the list that links to it.
struct CategoryList: View {
    var body: some View {
        VStack {
            Text("No categories yet")
                .foregroundStyle(.secondary)
        }
        .sheet(isPresented: .constant(false)) {
            TransferForm()
        }
    }
}
