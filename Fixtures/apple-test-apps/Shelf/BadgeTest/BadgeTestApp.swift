import SwiftUI

@main
struct BadgeTestApp: App {
    var body: some Scene {
        WindowGroup {
            BadgeHarness()
        }
    }
}
