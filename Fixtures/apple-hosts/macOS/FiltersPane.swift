import SwiftUI

/// A preferences pane with its own tabs (not the Settings window's toolbar tabs), and a button under them.
struct FiltersPane: View {
    var body: some View {
        VStack {
            TabView {
                FilterRulesView()
                    .tabItem { Text("Rules") }
            }
            Button {
                print("add")
            } label: {
                Text("Add Rule").foregroundStyle(.secondary)
            }
        }
        .padding()
    }
}

struct FilterRulesView: View {
    var body: some View {
        Text("Matching items are never saved.")
            .foregroundStyle(.secondary)
    }
}
