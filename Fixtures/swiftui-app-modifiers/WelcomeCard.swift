import SwiftUI

struct WelcomeCard: View {
    var body: some View {
        VStack {
            Text("Welcome back")
                .foregroundColor(.white)
            Text("3 new notes")
                .foregroundColor(.primary)
        }
        .padding()
        .spotlightBackground()
    }
}

struct InboxRow: View {
    var body: some View {
        Text("Inbox")
            .foregroundColor(.primary)
            .unreadDot()
    }
}
