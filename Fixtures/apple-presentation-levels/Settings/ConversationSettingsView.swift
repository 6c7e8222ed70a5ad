import SwiftUI

struct ConversationSettingsView: View {
    let conversation: Conversation
    @State private var muted = false

    var body: some View {
        List {
            Section("Notifications") {
                Toggle("Mute", isOn: $muted)
                Text("Mentions only").foregroundStyle(.secondary)
            }
        }
    }
}
