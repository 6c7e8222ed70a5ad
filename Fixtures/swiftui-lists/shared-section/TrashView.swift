import SwiftUI

struct TrashView: View {
    var body: some View {
        List {
            Section {
                Text("Deleted note")
            } header: {
                SectionTitle(title: "Last 30 days")
            }
        }
        .listStyle(.plain)
    }
}
