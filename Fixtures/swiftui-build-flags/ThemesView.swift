import SwiftUI

struct ThemesView: View {
    var body: some View {
        Text("Themes")
            .foregroundColor(.secondary)
    }
}
