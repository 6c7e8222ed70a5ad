import SwiftUI

@main
struct NotebookApp: App {
    var body: some Scene {
        WindowGroup {
            SettingsScreen()
        }
    }
}

struct SettingsScreen: View {
    var body: some View {
        List {
            Text("Sync with iCloud")
                .foregroundColor(.primary)
                .paperRow()
            PaperButton(action: {}) {
                Text("Sign out")
                    .foregroundColor(.red)
            }
            Text("Notebooks are stored on this device")
                .foregroundColor(.secondary)
                .quietCaption()
            Text("Version 2.4")
                .foregroundColor(.secondary)
            WelcomeCard()
            InboxRow()
            Text("Open the archive")
                .foregroundColor(.primary)
                .withRoutes()
        }
    }
}
