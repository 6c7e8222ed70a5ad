import ActivityKit
import SwiftUI
import WidgetKit

struct TimerAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var remaining = 0
    }
}

// Written for a widget extension this app does not have: no @main bundle registers it.
struct TimerLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TimerAttributes.self) { context in
            TimerLockScreenView(remaining: context.state.remaining)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) {
                    Text("Timer")
                        .foregroundColor(.orange)
                }
            } compactLeading: {
                Text("T")
            } compactTrailing: {
                Text("\(context.state.remaining)")
            } minimal: {
                Text("T")
            }
        }
    }
}

struct TimerLockScreenView: View {
    var remaining: Int

    var body: some View {
        Text("Remaining: \(remaining)")
            .foregroundColor(.white)
            .background(Color.black)
    }
}
