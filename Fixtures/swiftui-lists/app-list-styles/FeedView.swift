import SwiftUI

struct FeedView: View {
    var body: some View {
        List {
            Section {
                Text("Today").foregroundStyle(.secondary)
                NavigationLink("Archive") { ArchiveView() }
                NavigationLink("Trash") { TrashView() }
            }
        }
        .screenContainer()
    }
}

struct ArchiveView: View {
    var body: some View {
        Form {
            Section {
                Text("Old notes")
            } header: {
                Text("Archived").foregroundStyle(.secondary)
            }
        }
        .themedForm()
    }
}

struct TrashView: View {
    var body: some View {
        Form {
            Section {
                Text("Deleted notes")
            } header: {
                Text("Deleted").foregroundStyle(.secondary)
            }
        }
    }
}
