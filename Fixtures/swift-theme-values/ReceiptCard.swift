import SwiftUI

struct ReceiptCard: View {
    let refunded: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Total")
                .foregroundColor(toneColor: .ink)
            Text("Refunded")
                .foregroundColor(toneColor: refunded ? .danger : .inkMuted)
            Text("Paid by card")
                .caption(toneColor: .inkMuted)
        }
        .padding()
        .backgroundColor(toneColor: .card)
    }
}

@main
struct TillApp: App {
    var body: some Scene {
        WindowGroup {
            ReceiptCard(refunded: false)
        }
    }
}
