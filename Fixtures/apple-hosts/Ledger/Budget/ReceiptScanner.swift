import SwiftUI

/// Shown only where the app forces light (`LedgerApp`): its pairs are light-only.
struct ReceiptScanner: View {
    var body: some View {
        VStack {
            Text("Point the camera at a receipt")
                .foregroundStyle(.secondary)
        }
    }
}
