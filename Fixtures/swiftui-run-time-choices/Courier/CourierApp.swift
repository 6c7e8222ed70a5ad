import SwiftUI

@main
struct CourierApp: App {
    init() {
        Preferences.load()
    }

    var body: some Scene {
        WindowGroup {
            InboxView()
        }
    }
}
