import SwiftUI

struct NowPlayingView: View {
    var body: some View {
        List {
            Text("Now playing").foregroundStyle(.secondary)
        }
    }
}
