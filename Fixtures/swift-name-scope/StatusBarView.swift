import SwiftUI

/// An editor theme the user installs, loaded when the app starts.
final class InstalledTheme {
    var colors: [String: String] = [:]
}

enum InstalledThemes {
    static var current: InstalledTheme? = nil
}

extension Color {
    init(themeKey: String) {
        var resolved = UIColor.gray
        if let colors = InstalledThemes.current?.colors, let hex = colors[themeKey] {
            resolved = UIColor(named: hex) ?? .gray
        }
        self.init(uiColor: resolved)
    }
}

struct StatusBarView: View {
    var body: some View {
        Text("Ready")
            .foregroundColor(Color(themeKey: "statusBar.foreground"))
            .background(Color.black)
    }
}
