import SwiftUI

@main
struct LightlyClipApp: App {
    var body: some Scene {
        WindowGroup { ClipView() }
    }
}

struct ClipView: View {
    var body: some View {
        Text("Try Lightly")
            .foregroundStyle(.secondary)
    }
}
