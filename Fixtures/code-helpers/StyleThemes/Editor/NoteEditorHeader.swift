import SwiftUI

struct NoteEditorHeader: View {
    @ObservedObject var theme: NoteEditorTheme
    let title: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .foregroundStyle(theme.title)
            Text("Tap to rename")
                .foregroundStyle(theme.hint)
        }
        .background(theme.background)
    }
}
