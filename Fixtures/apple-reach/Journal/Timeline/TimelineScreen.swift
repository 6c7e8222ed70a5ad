import SwiftUI

struct TimelineScreen: View {
    var body: some View {
        List {
            EntryRow(title: "Today")
        }
    }
}

struct EntryRow: View {
    let title: String

    var body: some View {
        Text(title)
            .foregroundColor(.gray)
            .background(Color.white)
    }
}

/// Shown from AppKit code elsewhere: hosted, so kept.
final class ArchiveWindow: NSWindowController {
    convenience init() {
        self.init(window: NSWindow(contentViewController: NSHostingController(rootView: ArchiveList())))
    }
}

struct ArchiveList: View {
    var body: some View {
        Text("Archive")
            .foregroundColor(.blue)
            .background(Color.white)
    }
}
