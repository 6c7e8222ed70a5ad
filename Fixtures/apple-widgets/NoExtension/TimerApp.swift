import ActivityKit
import SwiftUI

@main
struct TimerApp: App {
    var body: some Scene {
        WindowGroup {
            TimerScreen()
        }
    }
}

struct TimerScreen: View {
    var body: some View {
        Text("Focus")
            .foregroundColor(.primary)
            .onAppear {
                _ = try? Activity.request(attributes: TimerAttributes(), content: .init(state: .init(), staleDate: nil))
            }
    }
}
