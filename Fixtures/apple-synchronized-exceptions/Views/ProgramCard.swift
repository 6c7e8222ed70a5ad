import SwiftUI

/// Built by the macOS target only through its folder's exception set (the folder itself is in no target).
struct ProgramCard: View {
    var title: String

    var body: some View {
        Text(title)
            .foregroundStyle(Color.secondary)
    }
}
