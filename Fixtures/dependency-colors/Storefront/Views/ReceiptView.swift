import SwiftUI
import InkKit

/// The receipt screen: its colors come from the InkKit package the project depends on.
struct ReceiptView: View {
    var total: String

    var body: some View {
        VStack(spacing: 8) {
            Text("Thank you")
                .foregroundColor(InkPalette.headline)
            Text(total)
                .foregroundColor(InkPalette.muted)
        }
        .padding()
        .background(InkPalette.sheet)
    }
}
