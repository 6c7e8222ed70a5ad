import SwiftUI

@main
struct CreditsApp: App {
    var body: some Scene {
        WindowGroup {
            CreditsView()
        }
    }
}
