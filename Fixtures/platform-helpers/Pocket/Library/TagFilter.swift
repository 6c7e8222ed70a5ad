import SwiftUI

struct TagFilter: View {
    let tag: String

    var body: some View {
        Text("Pick tags")
            .foregroundStyle(.secondary)
            .background(Color(uiColor: .systemBackground))
    }
}
