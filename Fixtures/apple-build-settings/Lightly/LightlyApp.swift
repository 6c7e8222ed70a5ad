import SwiftUI

@main
struct LightlyApp: App {
    var body: some Scene {
        WindowGroup { TodayView() }
    }
}

struct TodayView: View {
    var body: some View {
        VStack {
            Text("Today")
                .foregroundStyle(.secondary)
        }
    }
}
