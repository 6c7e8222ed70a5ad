import SwiftUI

struct InboxView: View {
    var body: some View {
        VStack {
            Text("Inbox")
                .foregroundColor(.headline)
            MessageRow(text: "Hi", isMine: true, state: .delivered)
        }
        .background(Color.white)
    }
}

struct MessageRow: View {
    let text: String
    let isMine: Bool
    let state: DeliveryState

    private var bubbleInk: Color {
        if isMine {
            return Color(red: 1, green: 1, blue: 1)
        } else {
            return Color(red: 0.1, green: 0.1, blue: 0.1)
        }
    }

    var body: some View {
        VStack {
            Text(text)
                .foregroundColor(bubbleInk)
            Text("Status")
                .foregroundColor(Color.delivery(state))
        }
        .background(Color(red: 0.2, green: 0.3, blue: 0.6))
    }
}
