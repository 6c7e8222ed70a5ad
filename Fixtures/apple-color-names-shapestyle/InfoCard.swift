import SwiftUI

struct InfoCard: View {
    var body: some View {
        VStack {
            Text("Server")
                .foregroundStyle(.accentText)
            Text("Connected")
                .foregroundColor(Color(UIColor.label))
        }
        .background(Color.panel)
    }
}

@main
struct CardApp: App {
    var body: some Scene {
        WindowGroup { InfoCard() }
    }
}
