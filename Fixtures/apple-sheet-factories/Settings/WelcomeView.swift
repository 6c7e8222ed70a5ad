import SwiftUI

struct WelcomeView: View {
    var body: some View {
        VStack {
            Text("Welcome").foregroundStyle(.secondary)
        }
        .background(Color(uiColor: .systemBackground))
    }
}
