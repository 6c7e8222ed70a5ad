import SwiftUI

@main
struct AtlasApp: App {
    @AppStorage("look") private var storedLook = Look.paper.rawValue

    var body: some Scene {
        WindowGroup {
            AtlasView()
                .environment(\.look, Look(rawValue: storedLook) ?? .paper)
        }
    }
}
