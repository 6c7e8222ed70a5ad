import SwiftUI

struct FeedListView: View {
    var body: some View {
        List {
            Text("Suggested feeds").foregroundStyle(.secondary)
        }
    }
}

struct SettingsListView: View {
    @State private var showAbout = false

    var body: some View {
        List {
            Button("About") { showAbout = true }
        }
        .sheet(isPresented: $showAbout) {
            InfoPanel.about.panelContent
        }
    }
}

extension InfoPanel {
    var panelContent: some View {
        AboutView()
    }
}

struct AboutView: View {
    var body: some View {
        List {
            Text("Version 2").foregroundStyle(.secondary)
        }
    }
}
