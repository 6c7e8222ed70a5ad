import SwiftUI

struct NightSummary: View {
    @State private var showsHelp = false

    var body: some View {
        VStack(alignment: .leading) {
            Text("Spent tonight")
                .foregroundStyle(.secondary)
            Button("How totals work") { showsHelp = true }
        }
        .environment(\.colorScheme, .dark)
        .sheet(isPresented: $showsHelp) {
            Text("Totals include pending payments.")
                .foregroundStyle(.secondary)
        }
    }
}
