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
            Section {
                // The app delegate the system made: a cast of it shows nothing here, so what it pushes on the
                // window's stack is not in this sheet.
                Button("Help") { (UIApplication.shared.delegate as? AppDelegate)?.showHelp() }
            }
        }
    }
}
