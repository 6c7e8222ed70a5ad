import SwiftUI

struct ProfileEditorView: View {
    let name: String

    var body: some View {
        List {
            Text(name).foregroundStyle(.secondary)
        }
    }
}
