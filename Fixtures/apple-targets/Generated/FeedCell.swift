import SwiftUI

struct FeedCell: View {
    var body: some View {
        Text("Synced in FeedCell")
            .foregroundStyle(.secondary)
    }
}
