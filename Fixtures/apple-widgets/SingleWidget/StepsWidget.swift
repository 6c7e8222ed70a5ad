import SwiftUI
import WidgetKit

struct StepsEntry: TimelineEntry {
    var date = Date()
    var steps = 0
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry { StepsEntry() }
    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) { completion(StepsEntry()) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        completion(Timeline(entries: [StepsEntry()], policy: .atEnd))
    }
}

@main
struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Steps", provider: StepsProvider()) { entry in
            StepsView(steps: entry.steps)
        }
    }
}

struct StepsView: View {
    var steps: Int

    var body: some View {
        Text("\(steps) steps")
            .foregroundColor(.white)
            .background(Color.indigo)
    }
}
