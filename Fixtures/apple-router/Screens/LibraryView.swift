import SwiftUI

struct LibraryView: View {
    var body: some View {
        List {
            Text("Library").foregroundStyle(.secondary)
        }
    }
}
