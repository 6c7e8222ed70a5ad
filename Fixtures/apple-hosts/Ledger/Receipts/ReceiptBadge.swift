import SwiftUI

/// Shown on the receipts screen and again inside the archive sheet.
struct ReceiptBadge: View {
    let count: Int

    var body: some View {
        Text("\(count) receipts")
            .foregroundStyle(.secondary)
            .padding(4)
            .background(Color(.secondarySystemBackground))
    }
}
