import SwiftUI

struct ThreadCard: View {
    let isNew: Bool
    let progress: Double

    var body: some View {
        VStack(spacing: 8) {
            VStack(alignment: .leading) {
                Text("New reply")
                    .foregroundColor(.green)
            }
            .padding()
            .background(Color.white)
            .compositingGroup()
            .opacity(isNew ? 1 : 0.65)
            Text("Syncing…")
                .foregroundColor(.secondary)
                .opacity(progress)
            Text("Archived")
                .foregroundColor(isNew ? .primary : .secondary)
                .opacity(isNew ? 1 : 0.5)
            Capsule()
                .foregroundStyle(.secondary)
                .opacity(0.2)
                .overlay {
                    Text("3 unread")
                        .foregroundStyle(.primary)
                }
        }
        .background(Color.black)
    }
}
