import SwiftUI

/// A window a developer opens to look at the badge while working on it: only the BadgeTest app builds this file.
struct BadgeHarness: View {
    var body: some View {
        Text("badge harness")
            .foregroundColor(.gray)
            .background(Color.gray)
    }
}
