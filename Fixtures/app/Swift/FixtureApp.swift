import SwiftUI

/// The app's scene: each view of `ProfileView.swift` is a tab of the window, so they sit on the window's background
/// (a view that no scene, view or controller shows would need review: its presentation is not known).
@main
struct FixtureApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                ProfileView()
                NoteView()
                SettingsView()
                WelcomeView()
                PosterView()
            }
        }
    }
}
