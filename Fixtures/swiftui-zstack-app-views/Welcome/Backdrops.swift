import SwiftUI

struct WelcomeBackdrop: View {
    var body: some View {
        LinearGradient(
            colors: [Color(red: 0.2, green: 0.5, blue: 0.8), Color(red: 0.25, green: 0.25, blue: 0.6)],
            startPoint: .top, endPoint: .bottom
        )
        .ignoresSafeArea()
    }
}

struct PaperBackdrop: View {
    var body: some View {
        Color(red: 0.96, green: 0.94, blue: 0.88)
            .ignoresSafeArea()
    }
}

struct HintList: View {
    var body: some View {
        VStack {
            Text("Swipe to begin")
            Text("Tap to pause")
        }
    }
}
