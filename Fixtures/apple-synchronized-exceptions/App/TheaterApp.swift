import SwiftUI

@main
struct TheaterApp: App {
    var body: some Scene {
        WindowGroup {
            ProgramCard(title: "Tonight")
        }
    }
}
