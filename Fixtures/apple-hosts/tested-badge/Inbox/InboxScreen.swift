import SwiftUI

struct InboxScreen: View {
    var body: some View {
        VStack {
            Text("Inbox")
            UnreadBadge(count: 3)
        }
        .background(Color.white)
    }
}
