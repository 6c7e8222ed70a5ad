import SwiftUI

/// The login item the Shelf app embeds (Contents/Library/LoginItems): shipped with it, whatever its name says.
struct AgentStatusView: View {
    var body: some View {
        Text("Checking your shelf")
            .foregroundColor(.yellow)
            .background(Color.white)
    }
}
