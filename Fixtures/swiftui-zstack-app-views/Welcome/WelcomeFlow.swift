import SwiftUI

struct WelcomeActions: View {
    var body: some View {
        VStack(spacing: 12) {
            Text("Start your trial")
                .foregroundStyle(Color.white)
        }
    }
}

struct WelcomePage: View {
    var body: some View {
        VStack {
            Text("Welcome aboard")
                .foregroundStyle(Color.white)
            WelcomeActions()
        }
    }
}

struct WelcomeFlow: View {
    var body: some View {
        ZStack(alignment: .top) {
            WelcomeBackdrop()
                .accessibilityHidden(true)
            WelcomePage()
                .padding()
        }
    }
}

struct ReceiptScreen: View {
    var body: some View {
        ZStack {
            PaperBackdrop()
            Text("Total paid")
                .foregroundStyle(Color(red: 0.2, green: 0.2, blue: 0.2))
        }
    }
}

struct HintOverlay: View {
    var body: some View {
        ZStack {
            HintList()
            Text("Paused")
                .foregroundStyle(Color(red: 0.3, green: 0.3, blue: 0.3))
        }
    }
}
