import SwiftUI

struct SourcePicker: View {
    var folders: [String] = []

    var body: some View {
        VStack {
            Text("Music folder")
                .foregroundStyle(.secondary)
            if let first = folders.first, let bookmark = FolderBookmark(path: first) {
                Text(bookmark.name)
                    .foregroundStyle(.secondary)
            }
        }
    }
}
