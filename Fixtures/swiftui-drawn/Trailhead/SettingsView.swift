import SwiftUI

struct SettingsView: View {
    var body: some View {
        Form {
            Text("Units")
                .foregroundColor(.primary)
            #if DEBUG
            NavigationLink("Developer") {
                DeveloperMenu()
            }
            #endif
        }
    }
}
