import SwiftUI

struct Scratch: View {
    var body: some View {
        Text("Synced in Scratch")
            .foregroundStyle(.secondary)
    }
}
