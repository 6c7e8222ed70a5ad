import SwiftUI

/// The receipts tab: a badge on the screen itself, and the archive opened in a sheet.
struct ReceiptsScreen: View {
    @State private var showsArchive = false

    var body: some View {
        VStack {
            ReceiptBadge(count: 3)
            Button("Archive") { showsArchive = true }
        }
        .sheet(isPresented: $showsArchive) {
            ArchivePanel()
        }
    }
}
