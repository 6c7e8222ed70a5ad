import SwiftUI

struct ThreadRow: View {
    let subject: String
    let preview: String
    let isRead: Bool

    var body: some View {
        HStack(alignment: .top) {
            VStack(alignment: .leading, spacing: 2) {
                Text(subject)
                    .foregroundColor(.primary)
                Text(preview)
                    .foregroundColor(.primary)
                    .opacity(isRead ? 0.5 : 1)
                Text("Draft")
                    .foregroundColor(.white)
                    .opacity(0.8)
                    .background(Color.black)
            }
            Spacer()
            Image(systemName: "chevron.right")
                .opacity(0.35)
                .foregroundColor(.primary)
        }
        .padding()
        .background(Color.white)
    }
}
