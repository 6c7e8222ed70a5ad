import SwiftUI

struct SyncView: View {
    var body: some View {
        Text("Sync")
            .foregroundColor(.secondary)
    }
}
