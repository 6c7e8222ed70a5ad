import SwiftUI

/// Built only by the iOS target `Reader`: its macOS and Mac Catalyst branches are in no build.
struct ArticleView: View {
    var body: some View {
        content
    }

    #if os(iOS)
        var content: some View {
            Text("Swipe to archive")
                .foregroundColor(.secondary)
        }
    #endif

    #if os(macOS)
        var content: some View {
            Text("Press Command-A to archive")
                .foregroundColor(Color(red: 0.8, green: 0.8, blue: 0.8))
        }
    #endif

    #if targetEnvironment(macCatalyst)
        var hint: some View {
            Text("Use the menu bar")
                .foregroundColor(Color(red: 0.85, green: 0.85, blue: 0.85))
        }
    #endif
}
