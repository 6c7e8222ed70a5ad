import SwiftUI

@main
struct WelcomeApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                WelcomeFlow()
                ReceiptScreen()
                HintOverlay()
            }
        }
    }
}
