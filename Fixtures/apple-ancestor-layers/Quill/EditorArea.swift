import SwiftUI

struct EditorArea: View {
    @State var message = ""

    var body: some View {
        ZStack {
            Button("Commit") { commit() }
                .keyboardShortcut(.return, modifiers: .command)
                .foregroundColor(.clear)
                .font(.system(size: 1))
            Text("Commit")
                .foregroundColor(.white)
                .padding()
                .background(Color.blue)
        }
        NavigationLink("Keyboard shortcuts") { ShortcutsView() }
    }

    func commit() {}
}
