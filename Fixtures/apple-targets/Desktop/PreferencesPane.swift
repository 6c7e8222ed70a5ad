import SwiftUI

struct PreferencesPane: View {
    var body: some View {
        Text("Synced in PreferencesPane")
            .foregroundStyle(.secondary)
    }
}
