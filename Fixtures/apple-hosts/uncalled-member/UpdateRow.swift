import SwiftUI

struct UpdateRow: View {
    var name: String

    var body: some View {
        HStack {
            Text(name)
                .foregroundColor(.primary)
            statusBadge
        }
        .background(Color(nsColor: .windowBackgroundColor))
    }

    private var statusBadge: some View {
        Text("New")
            .foregroundColor(.white)
            .background(Color.blue)
    }

    @ViewBuilder
    private func legacyUpdateButton(for app: String) -> some View {
        Button {
            print(app)
        } label: {
            Text("Update")
        }
        .background(Color.green)
        .foregroundStyle(.white)
    }

    func compactButton() -> some View {
        Text("Update")
            .foregroundColor(.white)
            .background(Color.orange)
    }
}
