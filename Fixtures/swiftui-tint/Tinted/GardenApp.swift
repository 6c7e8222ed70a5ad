import SwiftUI

@main
struct GardenApp: App {
    @StateObject private var settings = GardenSettings()

    var body: some Scene {
        WindowGroup {
            PlotList()
                .tint(settings.accent)
        }
    }
}
