import SwiftUI

struct UpdateView: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("A new version is available")
                .foregroundColor(.primary)
            Text("Release notes")
                .foregroundColor(.secondary)
        }
    }
}
