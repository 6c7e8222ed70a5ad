import SwiftUI

struct LabsView: View {
    var body: some View {
        ScrollView {
            Text("Faster sync")
                .foregroundColor(.primary)
                .padding()
                .background(Color(UIColor.secondarySystemBackground))
                .cornerRadius(10)
        }
    }
}
