import SwiftUI

struct RoomHeader: View {
    @Environment(\.theme) private var theme: ThemeSwiftUI
    let name: String

    var body: some View {
        Text(name)
            .foregroundColor(theme.colors.primaryContent)
            .background(theme.colors.background)
    }
}
