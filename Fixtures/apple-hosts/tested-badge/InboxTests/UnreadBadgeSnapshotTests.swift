import SwiftUI
import Testing
@testable import Inbox

/// Renders the badge on a dark and a tinted backdrop to compare snapshots; the app never shows it there.
struct UnreadBadgeSnapshotTests {
    @Test func rendersOnDarkBackdrop() {
        let view = UnreadBadge(count: 12).background(Color.black)
        #expect(ImageRenderer(content: view).cgImage != nil)
    }

    @Test func rendersOnTintedBackdrop() {
        let view = ZStack {
            Color.orange
            UnreadBadge(count: 1)
        }
        #expect(ImageRenderer(content: view).cgImage != nil)
        _ = view.tint(.pink)
    }
}
