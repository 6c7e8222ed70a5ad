import SwiftUI

struct ServerChip: View {
    let title: String

    var body: some View {
        content(tint: .orange)
            .background(Color.white)
    }

    private func content(tint: Color) -> some View {
        Text(title)
            .foregroundStyle(tint)
    }
}

enum Brand {
    static let tint = Color.red
}

@main
struct ChipApp: App {
    var body: some Scene {
        WindowGroup {
            VStack {
                ServerChip(title: "Server")
                StatusRow()
                DebugStats()
            }
        }
    }
}
