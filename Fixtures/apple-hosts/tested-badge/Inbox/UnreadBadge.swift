import SwiftUI

struct UnreadBadge: View {
    let count: Int

    var body: some View {
        Text("\(count) unread")
            .foregroundColor(Color(red: 0.1, green: 0.3, blue: 0.7))
    }
}
