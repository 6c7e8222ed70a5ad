import SwiftUI

@main
struct TintedApp: App {
    @State private var accent = Color.orange

    var body: some Scene {
        WindowGroup {
            AboutPanel()
                .tint(accent)
        }
    }
}
