import SwiftUI

struct NoteHeader: View {
    var body: some View {
        Text("Pinned notes")
            .foregroundStyle(.tint)
    }
}
