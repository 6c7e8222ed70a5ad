import SwiftUI

struct NowPlayingView: View {
    var body: some View {
        VStack {
            Text("Nothing playing")
                .foregroundColor(.secondary)
        }
        .background(Color(nsColor: .windowBackgroundColor))
    }
}
