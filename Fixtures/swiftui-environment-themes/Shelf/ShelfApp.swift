import SwiftUI

@main
struct ShelfApp: App {
    @AppStorage("look") private var storedLook = Look.paper.rawValue

    var body: some Scene {
        WindowGroup {
            ShelfView()
                .environment(\.look, Look(rawValue: storedLook) ?? .paper)
        }
    }
}
