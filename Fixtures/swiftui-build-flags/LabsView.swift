import SwiftUI

struct LabsView: View {
    var body: some View {
        Text("Labs")
            .foregroundColor(.secondary)
    }
}
