import SwiftUI

struct ExportSheet: View {
    var body: some View {
        VStack {
            Text("Export as CSV")
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}
