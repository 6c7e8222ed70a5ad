import SwiftUI

@main
struct InboxApp: App {
    var body: some Scene {
        WindowGroup {
            InboxView()
        }
    }
}

struct InboxView: View {
    @State private var syncProgress = 0.0

    var body: some View {
        ScrollView {
            ThreadCard(isNew: true, progress: syncProgress)
            ThreadRow(subject: "Lunch", preview: "See you at noon", isRead: false)
        }
    }
}
