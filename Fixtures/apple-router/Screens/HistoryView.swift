import SwiftUI

struct HistoryView: View {
    @EnvironmentObject private var router: Router

    var body: some View {
        List {
            Text("Yesterday").foregroundStyle(.secondary)
            HistoryEntry()
            PlaylistList(listStyle: .plain)
            Button("Edit profile") { router.route(to: .editProfile(name: "Ada")) }
        }
    }
}

/// A row with a leading view and its content, each in its own closure.
struct HistoryRow<Leading: View, Content: View>: View {
    let leading: Leading
    let content: Content

    init(@ViewBuilder leading: () -> Leading, @ViewBuilder content: () -> Content) {
        self.leading = leading()
        self.content = content()
    }

    var body: some View {
        HStack { leading; content }
    }
}

struct HistoryEntry: View {
    var body: some View {
        HistoryRow {
            Image(systemName: "clock")
        } content: {
            HistoryEntryTitle()
        }
    }
}

struct HistoryEntryTitle: View {
    var body: some View {
        Text("Played").foregroundStyle(.secondary)
    }
}
