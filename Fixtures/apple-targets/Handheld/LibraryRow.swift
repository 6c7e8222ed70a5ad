import SwiftUI

struct LibraryRow: View {
    var body: some View {
        Text("Synced in LibraryRow")
            .foregroundStyle(.secondary)
    }
}
