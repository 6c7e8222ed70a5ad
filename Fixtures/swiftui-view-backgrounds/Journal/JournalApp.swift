import SwiftUI

@main
struct JournalApp: App {
    @AppStorage("mood") private var storedMood = Mood.dusk.rawValue

    var body: some Scene {
        WindowGroup {
            JournalView()
                .environment(\.mood, Mood(rawValue: storedMood) ?? .dusk)
        }
    }
}
