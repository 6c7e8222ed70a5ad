import SwiftUI

/// A search field with a clear button, as document viewers draw over a page preview.
struct SearchBar: View {
    @Binding var query: String
    var close: () -> Void

    var body: some View {
        HStack {
            TextField("Search", text: $query)
            Button {
                query = ""
            } label: {
                Image(systemName: "xmark.circle.fill")
                    .foregroundStyle(.secondary)
            }
            Button(action: close) {
                Image(systemName: "chevron.down")
                    .foregroundStyle(.secondary)
            }
            .buttonStyle(.plain)
            Button {
                query = ""
            } label: {
                Text("Done")
                    .foregroundStyle(.tertiary)
            }
            .buttonStyle(.borderless)
            Text("0 results")
                .foregroundStyle(.secondary)
        }
        .padding(8)
        .background(Color(white: 0.9))
    }
}
