import SwiftUI

struct ArchiveTotals: View {
    var body: some View {
        Text("Total spent")
            .foregroundStyle(.secondary)
            .padding()
            .background(Color(.secondarySystemBackground))
    }
}
