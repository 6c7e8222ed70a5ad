import SwiftUI

@main
struct JournalApp: App {
    var body: some Scene {
        WindowGroup {
            TimelineScreen()
        }
        Settings {
            TabView {
                GeneralSettings()
                    .tabItem { Label("General", systemImage: "gear") }
                // SyncSettings()
                //     .tabItem { Label("Sync", systemImage: "arrow.triangle.2.circlepath") }
            }
        }
    }
}
