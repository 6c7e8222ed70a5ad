import SwiftUI

/// Built by `Reader` and by `Desk`, whose supported platforms hold macOS: both branches are built.
struct SyncStatusView: View {
    var body: some View {
        #if os(macOS)
            Text("Synced from this Mac")
                .foregroundColor(.secondary)
        #else
            Text("Synced from this phone")
                .foregroundColor(.secondary)
        #endif
    }
}
