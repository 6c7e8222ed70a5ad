import SwiftUI

/// A row laid out per list style: `listStyle` is a layout, not a presentation.
struct PlaylistRow<Title: View>: View {
    enum ListStyle { case plain, inset }

    let listStyle: ListStyle
    let title: Title

    init(listStyle: ListStyle, @ViewBuilder title: () -> Title) {
        self.listStyle = listStyle
        self.title = title()
    }

    var body: some View {
        HStack { title }.padding(listStyle == .inset ? 8 : 0)
    }
}

struct PlaylistList: View {
    let listStyle: PlaylistRow<PlaylistTitle>.ListStyle

    var body: some View {
        List {
            PlaylistRow(listStyle: listStyle) {
                PlaylistTitle()
            }
        }
    }
}

struct PlaylistTitle: View {
    var body: some View {
        Text("Mix").foregroundStyle(.secondary)
    }
}
