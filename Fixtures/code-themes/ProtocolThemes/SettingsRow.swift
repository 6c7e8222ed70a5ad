import SwiftUI

struct SettingsRow: View {
    @Environment(\.theme) var theme
    let title: String

    var body: some View {
        Text(title)
            .foregroundColor(Color(theme.primaryText))
            .background(Color(theme.background))
    }
}
