import SwiftUI

struct PreferencesView: View {
    let appName: String

    var body: some View {
        NavigationView {
            List {
                Section {
                    NavigationLink(destination: ExportView()) {
                        Text("Export logs")
                    }
                }
            }
            .navigationTitle(appName)
        }
        .navigationViewStyle(.stack)
    }
}
