import SwiftUI

/// The sheet's content: four views deep before the totals are drawn.
struct ArchivePanel: View {
    var body: some View {
        NavigationStack {
            ArchiveList()
        }
    }
}

struct ArchiveList: View {
    var body: some View {
        ScrollView {
            ArchiveRow()
            ReceiptBadge(count: 12)
        }
    }
}

struct ArchiveRow: View {
    var body: some View {
        HStack {
            ArchiveTotals()
        }
    }
}
