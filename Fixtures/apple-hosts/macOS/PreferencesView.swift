import SwiftUI

struct PreferencesView: View {
    @State private var exports = false

    var body: some View {
        Form {
            Section {
                Text("Round to whole units")
                    .foregroundStyle(.secondary)
            } header: {
                Text("Numbers").foregroundStyle(.secondary)
            }
        }
        .sheet(isPresented: $exports) {
            ExportSheet()
        }
    }
}
