// Fixture (own code): the deprecated `.navigationBarItems(leading:trailing:)` puts its views on the navigation bar,
// as `.toolbar` does: a Close button built by a helper property sits on the bar's material, not on the list.
import SwiftUI

@main
struct SettingsApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationView {
                SettingsScreen()
            }
        }
    }
}

struct SettingsScreen: View {
    var body: some View {
        List {
            Text("Account")
                .foregroundColor(.primary)
        }
        .listStyle(GroupedListStyle())
        .navigationBarTitle(Text("Settings"), displayMode: .inline)
        .navigationBarItems(leading: closeButton, trailing: Text("Done").foregroundColor(.blue))
    }

    private var closeButton: some View {
        Button(action: {}, label: { Text("Close").padding(.vertical, 10) })
            .foregroundColor(.red)
    }
}
