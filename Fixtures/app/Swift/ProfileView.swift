import SwiftUI

struct ProfileView: View {
    var isOnline: Bool

    var body: some View {
        VStack(spacing: 8) {
            Text("Jane Appleseed")
                .font(.largeTitle)
                .foregroundColor(Color("TitleText"))
                .background(Color("CardBackground"))
            Text("Last seen 5 minutes ago")
                .foregroundStyle(Color("SubtleText"))
            Text("Status")
                .foregroundColor(isOnline ? .green : .gray)
        }
        .background(Color("CardBackground"))
    }
}

struct NoteView: View {
    var body: some View {
        ZStack {
            Theme.paper.ignoresSafeArea()
            Text("Quiet note")
                .font(.system(size: 13))
                .foregroundColor(Theme.faded)
        }
    }
}

struct SettingsView: View {
    var body: some View {
        List {
            Text("Version")
                .foregroundColor(.secondary)
            Toggle("Sync", isOn: .constant(true))
                .tint(Color("BrandBlue"))
        }
    }
}

struct WelcomeView: View {
    var body: some View {
        Text("Welcome")
            .foregroundColor(Theme.ink)
    }
}

struct PosterView: View {
    var body: some View {
        ZStack {
            Image("poster")
            Text("Over a picture")
                .foregroundColor(.white)
        }
    }
}
