import SwiftUI

struct OldBanner: View {
    var body: some View {
        Text("Synced in OldBanner")
            .foregroundStyle(.secondary)
    }
}
