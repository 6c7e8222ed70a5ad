import SwiftUI

@main
struct Almanac: App {
    var body: some Scene {
        WindowGroup { SettingsScreen() }
    }
}

struct SettingsScreen: View {
    var body: some View {
        VStack {
            SettingRow(title: "General")
        }
        .background(Color(red: 0.96, green: 0.94, blue: 0.88))
    }
}

struct SettingRow: View {
    let title: String
    @State private var isPressing = false

    private var rowBackground: Color {
        isPressing ? Color.gray.opacity(0.1) : .clear
    }

    var body: some View {
        Text(title)
            .foregroundColor(Color(red: 0.2, green: 0.2, blue: 0.2))
            .background(rowBackground)
            .onLongPressGesture { isPressing = true }
    }
}
