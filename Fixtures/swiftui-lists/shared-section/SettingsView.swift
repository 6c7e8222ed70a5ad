import SwiftUI

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                SettingsView()
                TrashView()
            }
        }
    }
}

struct SettingsView: View {
    var body: some View {
        List {
            Section { Text("Name") } header: { SectionTitle(title: "Account") }
            Section { Text("Theme") } header: { SectionTitle(title: "Appearance") }
            Section { Text("Font") } header: { SectionTitle(title: "Editor") }
            Section { Text("iCloud") } header: { SectionTitle(title: "Sync") }
            Section { Text("Alerts") } header: { SectionTitle(title: "Notifications") }
            Section { Text("Face ID") } header: { SectionTitle(title: "Privacy") }
            Section { Text("Export") } header: { SectionTitle(title: "Backup") }
            Section { Text("Version") } header: { SectionTitle(title: "About") }
        }
    }
}
