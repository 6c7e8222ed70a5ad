import SwiftUI

struct Shortcut: Identifiable {
    let id: String
    let label: String
}

struct ShortcutsView: View {
    let shortcuts = [Shortcut(id: "save", label: "Save"), Shortcut(id: "find", label: "Find")]

    var body: some View {
        Form {
            Section("Actions") {
                List(shortcuts) { shortcut in
                    HStack {
                        Text(shortcut.label)
                        Spacer()
                        Text("Not set")
                            .foregroundColor(.gray)
                    }
                }
            }
            .listRowBackground(Color.mint)
        }
    }
}
