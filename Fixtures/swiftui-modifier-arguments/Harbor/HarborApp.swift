import SwiftUI

@main
struct HarborApp: App {
    @AppStorage("skin") private var storedSkin = Skin.classic.rawValue

    var body: some Scene {
        WindowGroup {
            HarborView()
                .environment(\.skin, Skin(rawValue: storedSkin) ?? .classic)
        }
    }
}
