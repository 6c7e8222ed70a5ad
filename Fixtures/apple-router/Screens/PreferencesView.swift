import SwiftUI

struct PreferencesView: View {
    var body: some View {
        List {
            Text("Preferences").foregroundStyle(.secondary)
        }
    }
}
