import SwiftUI

struct CategoryBrowser: View {
    @State private var selection: String?

    var body: some View {
        NavigationSplitView(columnVisibility: .constant(.all)) {
            List(selection: $selection) {
                Text("Groceries")
                    .foregroundStyle(.secondary)
            }
        } detail: {
            Text("Pick a category")
                .foregroundStyle(.secondary)
        }
    }
}
