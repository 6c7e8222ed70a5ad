import SwiftUI

@main
struct LedgerPreferencesApp: App {
    var body: some Scene {
        Settings {
            PreferencesView()
        }
    }
}
