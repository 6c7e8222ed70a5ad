import SwiftUI

struct ShelfScreen: View {
    var body: some View {
        Text("Synced in ShelfScreen")
            .foregroundStyle(.secondary)
    }
}
