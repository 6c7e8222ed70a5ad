import SwiftUI

struct BookDetailsView: View {
    var body: some View {
        Form {
            Section {
                NavigationLink(destination: { MatchPickerView() }, label: { Text("Match a book").foregroundStyle(.secondary) })
            }
        }
    }
}

struct MatchPickerView: View {
    var body: some View {
        VStack {
            ProgressView()
            Text("Searching books").foregroundStyle(.secondary)
        }
    }
}
