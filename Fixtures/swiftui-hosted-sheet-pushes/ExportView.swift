import SwiftUI

struct ExportView: View {
    var body: some View {
        VStack(spacing: 12) {
            Text("Logs of the last 7 days")
                .foregroundColor(.secondary)
            NavigationLink(destination: LabsView()) {
                Text("Labs")
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(UIColor.systemBackground))
    }
}
