import SwiftUI

/// In the same folder, named by no exception set: no target builds it.
struct OldPoster: View {
    var body: some View {
        Text("Coming soon")
            .foregroundStyle(Color.gray)
    }
}
