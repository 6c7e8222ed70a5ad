import SwiftUI

/// Built by both targets: each draws it on its own catalog's Background.
struct SyncBanner: View {
    var body: some View {
        Text("Synced")
            .foregroundStyle(Color.black)
            .background(Color("Background"))
    }
}
