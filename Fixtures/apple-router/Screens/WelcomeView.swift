import SwiftUI

struct WelcomeView: View {
    var body: some View {
        List {
            Text("Welcome").foregroundStyle(.secondary)
        }
    }
}
