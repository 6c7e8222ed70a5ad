import SwiftUI

struct EntriesView: View {
    var body: some View {
        Text("Entries")
            .foregroundColor(.secondary)
    }
}
