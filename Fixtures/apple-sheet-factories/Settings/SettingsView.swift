import SwiftUI

struct SettingsView: View {
    var body: some View {
        List {
            Text("Appearance").foregroundStyle(.secondary)
            NavigationLink("Keyboard") { KeyboardSettingsView() }
        }
    }
}

struct KeyboardSettingsView: View {
    var body: some View {
        List {
            Text("Caps Lock as Control").foregroundStyle(.secondary)
        }
    }
}
