import SwiftUI

@main
struct InboxApp: App {
    var body: some Scene {
        WindowGroup {
            InboxScreen()
        }
    }
}
