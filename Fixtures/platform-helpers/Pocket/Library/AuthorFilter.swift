import SwiftUI

struct AuthorFilter: View {
    var body: some View {
        Text("Pick authors")
            .foregroundStyle(.secondary)
            .background(Color(uiColor: .systemBackground))
    }
}
