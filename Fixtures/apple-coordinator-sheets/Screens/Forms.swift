import SwiftUI

struct HomeList: View {
    var body: some View {
        List {
            Text("Shelves")
                .foregroundColor(.primary)
        }
    }
}

struct RenameForm: View {
    var body: some View {
        Form {
            Text("Shelf name")
                .foregroundColor(.primary)
        }
    }
}

struct PreferencesList: View {
    var body: some View {
        Form {
            Text("Sync")
                .foregroundColor(.secondary)
        }
    }
}

struct AdvancedPreferences: View {
    var body: some View {
        Form {
            Text("Server address")
                .foregroundColor(.gray)
        }
    }
}

struct ArchiveForm: View {
    var body: some View {
        Form {
            Text("Archived shelves")
                .foregroundColor(.primary)
        }
    }
}
